package jamboree.machine.api;

/**
 * The two independent halves of the CM-5 data network. Requests go on one side and replies on the other, so a
 * node that cannot send a reply can still accept requests and a request/reply protocol cannot fetch-deadlock
 * (thesis section 2.2).
 */
public enum Side {
    REQUEST,
    REPLY
}
