package jamboree.machine.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.JsonGeneratorDelegate;

import java.io.IOException;

/**
 * Writes NaN and the infinities as JSON {@code null}. JSON has no literal for them; Jackson would otherwise write the
 * string {@code "NaN"}, which a reader takes for text. Sitting in front of the generator catches every path a double
 * takes (records, boxed values, {@code double[]}, tree nodes), not only the ones a serializer would see.
 */
final class FiniteNumbers extends JsonGeneratorDelegate {

    FiniteNumbers(JsonGenerator generator) {
        super(generator, false);
    }

    @Override
    public void writeNumber(double v) throws IOException {
        if (Double.isFinite(v)) {
            super.writeNumber(v);
        } else {
            writeNull();
        }
    }

    @Override
    public void writeNumber(float v) throws IOException {
        if (Float.isFinite(v)) {
            super.writeNumber(v);
        } else {
            writeNull();
        }
    }

    // The wrapped generator would write the elements itself, past writeNumber above.
    @Override
    public void writeArray(double[] array, int offset, int length) throws IOException {
        writeStartArray(array, length);
        for (int i = offset; i < offset + length; i++) {
            writeNumber(array[i]);
        }
        writeEndArray();
    }
}
