package jamboree.machine.nativ;

import jamboree.machine.api.ControlResult;
import jamboree.machine.api.MachineActivity;
import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.control.CombineCall;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The driver without an actor: what it asks of the actor around it, given what the actor hands it. */
class NodeDriverTest {

    private static final MachineConfig CONFIG = MachineConfig.load();

    /** What the driver asked of its actor, in order, one line each. */
    private final List<String> asked = new ArrayList<>();
    private final AtomicInteger pending = new AtomicInteger();
    private final List<CombineCall> joined = new ArrayList<>();

    private final NodeDriver.Actor actor = new NodeDriver.Actor() {
        @Override
        public void queueStep() {
            asked.add("step");
        }

        @Override
        public void stepAfter(Duration delay) {
            asked.add("step after " + (delay.isNegative() ? "a negative delay" : "a delay"));
        }

        @Override
        public void idle(long sent, long received, boolean timer) {
            asked.add("idle sent " + sent + " received " + received + (timer ? " with a timer" : ""));
        }

        @Override
        public void failed(Throwable error) {
            asked.add("failed " + error.getMessage());
        }
    };

    private final WallClockNode node = new WallClockNode(0, 2, CONFIG.clockHz(), System.nanoTime(), CONFIG.network(),
            1, CONFIG.timelineBucketCycles()) {
        @Override
        protected void deliver(int destination, Side side, Message message) {
        }

        @Override
        protected void join(CombineCall call) {
            joined.add(call);
        }

        @Override
        protected void broadcastByControl(long value) {
        }

        @Override
        protected void haltAtControl(long time) {
        }
    };

    record Ping() implements Message {
        @Override
        public int payloadBytes() {
            return 8;
        }
    }

    /** A program with {@code steps} steps of work in all; what it is handed is noted in {@code seen}. */
    private static NodeProgram program(int steps, List<String> seen) {
        return new NodeProgram() {
            private int left = steps;

            @Override
            public void start(Node node) {
                seen.add("start");
            }

            @Override
            public boolean step(Node node) {
                if (left == 0) {
                    return false;
                }
                left--;
                node.charge(10, MachineActivity.SEND);
                if (left == 1) {
                    node.enterBarrier();
                }
                return left > 0;
            }

            @Override
            public void receive(Node node, int source, Side side, Message message) {
                seen.add("message from " + source);
                left++;
            }

            @Override
            public void control(Node node, ControlResult result) {
                seen.add("control " + result);
            }
        };
    }

    /** What the actor does with a message it was told: counted by the sender, taken by the driver. */
    private void told(Runnable handling) {
        pending.incrementAndGet();
        handling.run();
    }

    @Test
    void stepsRunUntilTheWorkEndsAndThenTheControlHearsOfAnIdleNode() {
        List<String> seen = new ArrayList<>();
        NodeDriver driver = new NodeDriver(node, program(3, seen), pending, actor);
        told(driver::start);
        assertEquals(List.of("start"), seen);
        assertEquals(List.of("step"), asked);
        assertFalse(driver.idle(), "a step is queued");
        driver.step();
        assertEquals(List.of("step", "idle sent 0 received 0"), asked, "three steps in one message, then idle");
        assertTrue(driver.idle());
        assertEquals(0, pending.get());
        assertEquals(1, joined.size(), "the barrier the program entered went to the control");
    }

    @Test
    void somethingWaitingForTheNodeEndsTheLoop() {
        List<String> seen = new ArrayList<>();
        NodeDriver driver = new NodeDriver(node, program(5, seen), pending, actor);
        told(driver::start);
        pending.incrementAndGet();
        driver.step();
        assertEquals(List.of("step", "step"), asked, "one step, then the loop yields to the message waiting");
        driver.deliver(1, Side.REQUEST, new Ping());
        assertEquals(List.of("start", "message from 1"), seen);
        assertEquals(1, driver.received());
        assertEquals(List.of("step", "step"), asked, "a step was queued already: no second one");
        driver.step();
        assertEquals("idle sent 0 received 1", asked.get(2), "five steps and the message's one more");
        assertFalse(node.barrierCompleted(), "the program entered a barrier in its last steps");
        told(() -> driver.control(new ControlResult.BarrierCompleted(0)));
        assertEquals(2, driver.received(), "a control result is a message received too");
        assertEquals("control " + new ControlResult.BarrierCompleted(0), seen.get(2));
        assertTrue(node.barrierCompleted());
        assertEquals(List.of("step", "step", "idle sent 0 received 1", "step"), asked);
        assertEquals(0, pending.get());
    }

    @Test
    void aWakeUpTheProgramAsksForIsATimerAndTheNodeIsNotIdle() {
        NodeDriver driver = new NodeDriver(node, new NodeProgram() {
            @Override
            public boolean step(Node node) {
                node.wakeAt(node.now() + CONFIG.cyclesOfMicros(1000));
                return false;
            }

            @Override
            public void receive(Node node, int source, Side side, Message message) {
            }
        }, pending, actor);
        told(driver::start);
        driver.step();
        assertEquals(List.of("step", "step after a delay", "idle sent 0 received 0 with a timer"), asked);
        assertFalse(driver.idle(), "a wake-up is pending");
    }

    @Test
    void aProgramThatThrowsIsReportedAndTheEndIsChargedAsIdle() {
        NodeDriver driver = new NodeDriver(node, new NodeProgram() {
            @Override
            public boolean step(Node node) {
                throw new IllegalStateException("broken step");
            }

            @Override
            public void receive(Node node, int source, Side side, Message message) {
            }
        }, pending, actor);
        told(driver::start);
        driver.step();
        assertEquals(List.of("step", "failed broken step"), asked);
        told(() -> driver.finish(1_000));
        assertEquals(1_000, node.account().total(), "whatever the program did not charge was idling");
        assertEquals(1_000, node.account().cycles(MachineActivity.IDLE));
        assertEquals(0, pending.get());
    }
}
