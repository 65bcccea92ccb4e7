package jamboree.machine.cluster.nodes;

import jamboree.machine.cluster.CborMessage;
import org.apache.pekko.actor.ActorSystem;
import org.apache.pekko.serialization.Serialization;
import org.apache.pekko.serialization.SerializationExtension;
import org.apache.pekko.serialization.Serializer;
import org.apache.pekko.serialization.Serializers;
import scala.util.Try;

/**
 * Writes records into {@link Payload}s and reads them back, refusing whatever did not come from this codec: bytes
 * of another serializer, a manifest naming a class that is not a {@link CborMessage}, bytes that do not decode.
 * Refusing before decoding matters: a foreign class name must never be loaded, let alone instantiated.
 */
public final class PayloadCodec {

    private final Serialization serialization;
    private final int cborId;

    public PayloadCodec(ActorSystem system) {
        this.serialization = SerializationExtension.get(system);
        try {
            this.cborId = serialization.serializerFor(CborMessage.class).identifier();
        } catch (java.io.NotSerializableException e) {
            throw new IllegalStateException("no serializer is bound to " + CborMessage.class.getName(), e);
        }
    }

    /** A payload of {@code record}, or null for null. */
    public Payload encode(Object record) {
        if (record == null) {
            return null;
        }
        if (!(record instanceof CborMessage)) {
            throw new IllegalArgumentException(record.getClass().getName() + " cannot leave its JVM: it is not a "
                    + CborMessage.class.getSimpleName());
        }
        Serializer serializer = serialization.findSerializerFor(record);
        Try<byte[]> bytes = serialization.serialize(record);
        if (bytes.isFailure()) {
            throw new IllegalArgumentException("cannot serialize " + record.getClass().getName() + ": "
                    + bytes.failed().get(), bytes.failed().get());
        }
        return new Payload(serializer.identifier(), Serializers.manifestFor(serializer, record), bytes.get());
    }

    /**
     * The record in {@code payload} (null for a null payload), which must be a {@code type}.
     *
     * @throws RejectedPayload if the payload is foreign or malformed
     */
    public <T> T decode(Payload payload, Class<T> type) {
        if (payload == null) {
            return null;
        }
        if (payload.serializerId() != cborId) {
            throw new RejectedPayload("written by serializer " + payload.serializerId() + ", not Jackson CBOR ("
                    + cborId + ")");
        }
        if (payload.bytes() == null || payload.manifest() == null) {
            throw new RejectedPayload("no bytes or no manifest");
        }
        String className = payload.manifest().split("#", 2)[0];
        Class<?> named;
        try {
            // Not initialized: a class named by a stranger runs no code of its own here.
            named = Class.forName(className, false, PayloadCodec.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            throw new RejectedPayload("names an unknown class '" + className + "'");
        }
        if (!CborMessage.class.isAssignableFrom(named) || !type.isAssignableFrom(named)) {
            throw new RejectedPayload("names " + className + ", which is not a " + type.getSimpleName()
                    + " bound to Jackson CBOR");
        }
        Try<Object> decoded = serialization.deserialize(payload.bytes(), payload.serializerId(), payload.manifest());
        if (decoded.isFailure()) {
            throw new RejectedPayload("bytes of " + className + " do not decode: " + decoded.failed().get());
        }
        return type.cast(decoded.get());
    }

    /** A payload refused by {@link #decode}. */
    public static final class RejectedPayload extends RuntimeException {
        public RejectedPayload(String message) {
            super(message);
        }
    }
}
