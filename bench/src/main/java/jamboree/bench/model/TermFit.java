package jamboree.bench.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A fitted model T = sum of a_j x_j over named terms, with 95% confidence half-widths and its quality on the data it
 * was fitted on. A term whose column is a linear combination of the terms before it (a constant depth beside the
 * constant, the last position indicator beside the constant, min{C, W/P} beside C, W/P and max{C, W/P}) cannot be
 * told apart from them: it is <em>aliased</em>, left out of the fit, and its coefficient and half-width are NaN.
 *
 * @param terms        the terms' names, in the model's order
 * @param coefficients a_j, NaN for an aliased term
 * @param halfWidths   95% confidence half-widths, NaN for an aliased term (and for all with no degrees of freedom)
 * @param quality      R, MRE and MAXE on the training data
 * @param predicted    the model's T for each training point, in input order
 */
public record TermFit(List<String> terms, double[] coefficients, double[] halfWidths, FitQuality quality,
                      double[] predicted) {

    public TermFit {
        terms = List.copyOf(terms);
    }

    /** The coefficient of the term named {@code name}. */
    public double coefficient(String name) {
        return coefficients[index(name)];
    }

    public double halfWidth(String name) {
        return halfWidths[index(name)];
    }

    /** The names of the aliased terms, in the model's order. */
    public List<String> aliased() {
        List<String> out = new ArrayList<>();
        for (int j = 0; j < terms.size(); j++) {
            if (Double.isNaN(coefficients[j])) {
                out.add(terms.get(j));
            }
        }
        return out;
    }

    /** The model's T for a point given by its terms' values. */
    public double predict(double[] values) {
        double sum = 0;
        for (int j = 0; j < coefficients.length; j++) {
            if (!Double.isNaN(coefficients[j])) {
                sum += coefficients[j] * values[j];
            }
        }
        return sum;
    }

    private int index(String name) {
        int i = terms.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException("no term " + name + " in " + terms);
        }
        return i;
    }
}
