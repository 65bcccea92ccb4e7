package jamboree.machine.cluster;

import org.apache.pekko.actor.typed.Behavior;

/**
 * An actor a member runs from its start, before it joins, so that it is there when the other members first see
 * the member Up. The behavior is usually a {@code Behaviors.setup} that registers itself with the receptionist.
 *
 * @param name     the actor's name, unique on the member (a path element: letters, digits, '-')
 * @param behavior its behavior
 */
public record MemberService(String name, Behavior<?> behavior) {

    public MemberService {
        if (name == null || !name.matches("[A-Za-z0-9][A-Za-z0-9-]*")) {
            throw new IllegalArgumentException("a member service needs a name of letters, digits and '-', got '"
                    + name + "'");
        }
        if (behavior == null) {
            throw new IllegalArgumentException("member service '" + name + "' has no behavior");
        }
    }
}
