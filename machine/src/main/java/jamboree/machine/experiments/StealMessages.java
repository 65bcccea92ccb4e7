package jamboree.machine.experiments;

import jamboree.machine.api.Message;

/** The messages of the steal-request experiments: a request to steal work and its denial. */
final class StealMessages {

    private StealMessages() {
    }

    /** "Give me work": carries the thief's request number so that a reply can be matched. */
    record StealRequest(long number) implements Message {
        @Override
        public int payloadBytes() {
            return 8;
        }
    }

    /** "Nothing to steal." */
    record StealDenied(long number) implements Message {
        @Override
        public int payloadBytes() {
            return 8;
        }
    }
}
