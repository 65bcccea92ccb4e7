package jamboree.machine.cluster;

import com.typesafe.config.ConfigFactory;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.javadsl.AskPattern;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.actor.typed.receptionist.Receptionist;
import org.apache.pekko.actor.typed.receptionist.ServiceKey;
import org.apache.pekko.cluster.MemberStatus;
import org.apache.pekko.cluster.typed.Cluster;
import org.apache.pekko.serialization.SerializationExtension;
import org.apache.pekko.serialization.Serializer;
import org.apache.pekko.serialization.jackson.JacksonCborSerializer;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClusterMemberTest {

    /** A record that crosses JVMs, with a reply address in it as the machine's messages have. */
    public record Ping(String text, List<Long> numbers, ActorRef<Pong> replyTo) implements CborMessage {
    }

    public record Pong(String text, long sum, String answeredBy) implements CborMessage {
    }

    static final ServiceKey<Ping> ECHO = ServiceKey.create(Ping.class, "echo");

    static Behavior<Ping> echo() {
        return Behaviors.setup(ctx -> {
            ctx.getSystem().receptionist().tell(Receptionist.register(ECHO, ctx.getSelf()));
            String self = Cluster.get(ctx.getSystem()).selfMember().address().toString();
            return Behaviors.receiveMessage(ping -> {
                ping.replyTo().tell(new Pong(ping.text().toUpperCase(java.util.Locale.ROOT),
                        ping.numbers().stream().mapToLong(Long::longValue).sum(), self));
                return Behaviors.same();
            });
        });
    }

    /** Loopback, free ports, and every message serialized even between actors of one system. */
    static ClusterSettings settings() {
        return ClusterSettings.load().withPort(0).withConfig(ConfigFactory.parseString(
                "jamboree.cluster.pekko.actor.serialize-messages = on"));
    }

    @Test
    void twoMembersFormAClusterAndExchangeACborRecord() throws Exception {
        try (ClusterMember a = ClusterMember.start(settings(), List.of(new MemberService("echo", echo())));
             ClusterMember b = ClusterMember.start(settings().withSeedNodes(List.of(a.hostPort())), List.of())) {
            assertEquals("127.0.0.1", a.address().getHost().get());
            assertTrue(a.address().getPort().get() > 0);
            awaitUpMembers(a, 2);

            ActorRef<Ping> remoteEcho = find(b);
            assertEquals(a.address(), remoteEcho.path().address(), "b reaches the echo on a");
            Pong pong = AskPattern.<Ping, Pong>ask(remoteEcho, reply -> new Ping("jamboree", List.of(1L, 2L,
                            Long.MAX_VALUE - 3), reply), Duration.ofSeconds(10), b.system().scheduler())
                    .toCompletableFuture().get();
            assertEquals(new Pong("JAMBOREE", Long.MAX_VALUE, a.address().toString()), pong);

            Ping sample = new Ping("x", List.of(7L), b.system().ignoreRef());
            var serialization = SerializationExtension.get(b.system());
            Serializer serializer = serialization.findSerializerFor(sample);
            assertInstanceOf(JacksonCborSerializer.class, serializer);
            byte[] bytes = serialization.serialize(sample).get();
            assertEquals(sample, serialization.deserialize(bytes, serializer.identifier(), Ping.class.getName())
                    .get());
        }
    }

    @Test
    void aMemberThatLeavesIsRemovedFromTheOthersView() throws Exception {
        try (ClusterMember a = ClusterMember.start(settings(), List.of())) {
            ClusterMember b = ClusterMember.start(settings().withSeedNodes(List.of(a.hostPort())), List.of());
            awaitUpMembers(a, 2);
            b.close();
            assertTrue(b.system().getWhenTerminated().toCompletableFuture().isDone());
            awaitUpMembers(a, 1);
            assertTrue(a.isUp());
        }
    }

    @Test
    void aSeedThatNobodyRunsGivesAClearErrorWithinTheJoinTimeout() throws Exception {
        int nobody;
        try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
            nobody = s.getLocalPort();
        }
        ClusterSettings lonely = settings().withSeedNodes(List.of("127.0.0.1:" + nobody))
                .withJoinTimeout(Duration.ofSeconds(2));
        ClusterException e = assertThrows(ClusterException.class, () -> ClusterMember.start(lonely, List.of()));
        assertTrue(e.getMessage().contains("127.0.0.1:" + nobody), e.getMessage());
    }

    @Test
    void badSeedsAndPortsAreRefusedUpFront() {
        assertThrows(IllegalArgumentException.class, () -> settings().withSeedNodes(List.of("localhost")));
        assertThrows(IllegalArgumentException.class, () -> settings().withSeedNodes(List.of("h:99999")));
        assertThrows(IllegalArgumentException.class, () -> settings().withPort(-1));
        assertEquals(List.of("h:1"), settings().withSeedNodes(List.of("h:1")).seedNodes());
        assertEquals("::1", ClusterSettings.seedAddress("jamboree", "[::1]:2552").getHost().get());
        assertThrows(IllegalArgumentException.class, () -> ClusterSettings.seedAddress("jamboree",
                "pekko://other@h:1"));
    }

    @Test
    void defaultsBindToLoopbackWithTheClusterProviderAndDowning() {
        ClusterSettings s = ClusterSettings.load();
        assertEquals("127.0.0.1", s.host());
        var pekko = s.pekkoConfig();
        assertEquals("cluster", pekko.getString("pekko.actor.provider"));
        assertEquals("tcp", pekko.getString("pekko.remote.artery.transport"));
        assertEquals("127.0.0.1", pekko.getString("pekko.remote.artery.bind.hostname"));
        assertEquals("org.apache.pekko.cluster.sbr.SplitBrainResolverProvider",
                pekko.getString("pekko.cluster.downing-provider-class"));
        assertEquals("jackson-cbor",
                pekko.getString("pekko.actor.serialization-bindings.\"jamboree.machine.cluster.CborMessage\""));
    }

    static ActorRef<Ping> find(ClusterMember member) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (System.nanoTime() < deadline) {
            Receptionist.Listing listing = AskPattern.<Receptionist.Command, Receptionist.Listing>ask(
                    member.system().receptionist(), reply -> Receptionist.find(ECHO, reply), Duration.ofSeconds(5),
                    member.system().scheduler()).toCompletableFuture().get();
            Set<ActorRef<Ping>> refs = listing.getServiceInstances(ECHO);
            if (!refs.isEmpty()) {
                return refs.iterator().next();
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the echo service never reached the receptionist");
    }

    static void awaitUpMembers(ClusterMember member, int count) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        Set<String> up = Set.of();
        while (System.nanoTime() < deadline) {
            up = StreamSupport.stream(Cluster.get(member.system()).state().getMembers().spliterator(), false)
                    .filter(m -> m.status() == MemberStatus.up())
                    .map(m -> m.address().toString()).collect(Collectors.toSet());
            if (up.size() == count) {
                return;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("expected " + count + " members Up, saw " + up);
    }
}
