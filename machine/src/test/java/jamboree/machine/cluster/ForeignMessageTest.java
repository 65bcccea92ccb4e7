package jamboree.machine.cluster;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.typesafe.config.ConfigFactory;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.javadsl.AskPattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;


import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.SocketException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bytes that are not Artery's, and CBOR messages naming classes the receiver does not allow, reach a member: each is
 * refused (the CBOR ones logged as warnings and errors), and the member carries on answering its peers.
 */
class ForeignMessageTest {

    /** Sent by the forger as {@code bytes} under the class name {@code manifest}. */
    public record Forged(String manifest, byte[] bytes) implements CborMessage {
    }

    /** A record nobody bound to CBOR: the receiver must not build it from the wire. */
    public record NotBound(String command) {
    }

    private final ByteArrayOutputStream captured = new ByteArrayOutputStream();
    private PrintStream originalErr;

    @BeforeEach
    void captureStderr() {
        originalErr = System.err;
        System.setErr(new PrintStream(new TeeStream(originalErr, captured), true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restoreStderr() {
        System.setErr(originalErr);
    }

    /**
     * Bytes that do not start as Artery's: the member aborts the connection and carries on. (Pekko logs such a
     * connection at debug level only, "Stream didn't start with expected magic bytes"; docs/cluster.md says how to
     * see it.)
     */
    @Test
    void garbageOnTheArteryPortIsRefusedAndTheMemberCarriesOn() throws Exception {
        try (ClusterMember a = ClusterMember.start(ClusterMemberTest.settings(),
                List.of(new MemberService("echo", ClusterMemberTest.echo())))) {
            Random random = new Random(15);
            for (int i = 0; i < 3; i++) {
                byte[] junk = new byte[4096];
                random.nextBytes(junk);
                try (Socket s = new Socket(a.address().getHost().get(), a.address().getPort().get())) {
                    s.setSoTimeout(20_000);
                    s.getOutputStream().write(junk);
                    s.getOutputStream().flush();
                    assertRefused(s);
                }
            }
            assertAnswers(a);
            assertTrue(a.isUp());
        }
    }

    /** The member closes a connection that does not start as Artery's do. */
    private static void assertRefused(Socket s) {
        try {
            InputStream in = s.getInputStream();
            while (in.read() >= 0) {
                // Artery never answers on an inbound connection; anything read is drained until the close.
            }
        } catch (SocketException reset) {
            // Aborted: refused as well.
        } catch (IOException e) {
            throw new AssertionError("the member neither closed nor reset the connection: " + e, e);
        }
    }

    @Test
    void cborNamingAClassThatIsNotAllowedIsRefusedAndLogged() throws Exception {
        ObjectMapper cbor = new ObjectMapper(new CBORFactory());
        try (ClusterMember a = ClusterMember.start(ClusterMemberTest.settings(),
                List.of(new MemberService("echo", ClusterMemberTest.echo())));
             ClusterMember forger = ClusterMember.start(ClusterMemberTest.settings()
                     .withSeedNodes(List.of(a.hostPort()))
                     .withConfig(ConfigFactory.parseString("pekko.actor.serializers.jackson-cbor = \""
                             + ForgingSerializer.class.getName() + "\"")), List.of())) {
            ActorRef<Object> echo = ClusterMemberTest.find(forger).unsafeUpcast();
            byte[] command = cbor.writeValueAsBytes(Map.of("command", "rm -rf /"));
            echo.tell(new Forged("java.lang.ProcessBuilder", command));
            echo.tell(new Forged(NotBound.class.getName(), command));
            echo.tell(new Forged(ClusterMemberTest.Ping.class.getName(), new byte[] {(byte) 0xff, 0x13, 0x37}));
            awaitLogged("java.lang.ProcessBuilder");
            awaitLogged(NotBound.class.getName());
            awaitLogged("Failed to deserialize message");
            assertAnswers(a);
            assertTrue(a.isUp());
        }
    }

    /** A fresh member joins {@code a} and gets an answer from its echo: the member still works. */
    private static void assertAnswers(ClusterMember a) throws Exception {
        try (ClusterMember b = ClusterMember.start(ClusterMemberTest.settings()
                .withSeedNodes(List.of(a.hostPort())), List.of())) {
            ActorRef<ClusterMemberTest.Ping> echo = ClusterMemberTest.find(b);
            ClusterMemberTest.Pong pong = AskPattern.<ClusterMemberTest.Ping, ClusterMemberTest.Pong>ask(echo,
                    reply -> new ClusterMemberTest.Ping("still", List.of(2L, 3L), reply), Duration.ofSeconds(10),
                    b.system().scheduler()).toCompletableFuture().get();
            assertEquals("STILL", pong.text());
            assertEquals(5, pong.sum());
        }
    }

    private void awaitLogged(String text) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (System.nanoTime() < deadline) {
            if (captured.toString(StandardCharsets.UTF_8).contains(text)) {
                return;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("nothing logged about '" + text + "'; stderr was:\n"
                + captured.toString(StandardCharsets.UTF_8));
    }

    /** Writes to both streams, so that the test's stderr is still seen. */
    private static final class TeeStream extends OutputStream {
        private final OutputStream first;
        private final OutputStream second;

        TeeStream(OutputStream first, OutputStream second) {
            this.first = first;
            this.second = second;
        }

        @Override
        public void write(int b) throws java.io.IOException {
            first.write(b);
            synchronized (second) {
                second.write(b);
            }
        }

        @Override
        public void write(byte[] b, int off, int len) throws java.io.IOException {
            first.write(b, off, len);
            synchronized (second) {
                second.write(b, off, len);
            }
        }
    }
}
