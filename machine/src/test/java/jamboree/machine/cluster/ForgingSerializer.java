package jamboree.machine.cluster;

import org.apache.pekko.serialization.SerializerWithStringManifest;

/**
 * A sender's stand-in for {@code jackson-cbor} (same identifier, 33) that writes whatever bytes and class name a
 * {@link ForeignMessageTest.Forged} says: how a hostile or broken member would put a foreign class name in front
 * of the receiver's CBOR deserializer.
 */
public final class ForgingSerializer extends SerializerWithStringManifest {

    @Override
    public int identifier() {
        return 33;
    }

    @Override
    public String manifest(Object o) {
        return ((ForeignMessageTest.Forged) o).manifest();
    }

    @Override
    public byte[] toBinary(Object o) {
        return ((ForeignMessageTest.Forged) o).bytes();
    }

    @Override
    public Object fromBinary(byte[] bytes, String manifest) {
        throw new UnsupportedOperationException("the forger only sends");
    }
}
