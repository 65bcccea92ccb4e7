package jamboree.bench.model;

import jamboree.bench.trial.Trial;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One of the run-time models the thesis tried in 5.6, with the figures it published for it.
 *
 * @param name           how the report calls it
 * @param terms          its terms; position indicators are made per suite by {@link #termsFor}
 * @param perPosition    whether it has an indicator k_i for every position (equation 5.35)
 * @param thesisTerms    the thesis's coefficients, {coefficient, half-width} by term name (empty: not published)
 * @param thesisQuality  the thesis's R, MRE and MAXE on its training data
 */
public record ModelVariant(String name, List<Term> terms, boolean perPosition, Map<String, double[]> thesisTerms,
                           FitQuality thesisQuality) {

    /** Equation 5.34: the model the report fits first. */
    public static final ModelVariant FULL = new ModelVariant("T = c3 + c1 W/P + c2 C (5.34)",
            List.of(Term.CONSTANT, Term.WORK_PER_PROCESSOR, Term.SPAN), false,
            thesis("1", 4.303, 0.167, "W/P", 1.024, 0.019, "C", 1.521, 0.106), FitQuality.THESIS_TRAINING);
    /** Without W/P: its residuals grow with W/P (Figure 5-17). */
    public static final ModelVariant SPAN_ONLY = new ModelVariant("T = a0 + a2 C (Figure 5-17)",
            List.of(Term.CONSTANT, Term.SPAN), false, thesis("1", 3.682, 4.465, "C", 3.978, 2.647),
            new FitQuality(250, 0.960681, 0.3570, 1.4696));
    /** Without C: its residuals grow with P (Figure 5-18). */
    public static final ModelVariant WORK_ONLY = new ModelVariant("T = a0 + a1 W/P (Figure 5-18)",
            List.of(Term.CONSTANT, Term.WORK_PER_PROCESSOR), false, thesis("1", 5.566, 0.539, "W/P", 1.140, 0.0678),
            new FitQuality(250, 0.996043, 0.08977, 0.8462));
    /** Equation 5.35, every term the thesis tried; it published only the quality. */
    public static final ModelVariant LARGE = new ModelVariant("equation 5.35",
            List.of(Term.CONSTANT, Term.WORK_PER_PROCESSOR, Term.SPAN, Term.PROCESSORS, Term.SPAN_LG_P,
                    Term.MAX_SPAN_WORK, Term.MIN_SPAN_WORK, Term.DEPTH, Term.WORK), true, Map.of(),
            new FitQuality(250, 0.999168, 0.02493, 0.6749));

    /** The four, in the report's order. */
    public static final List<ModelVariant> ALL = List.of(FULL, SPAN_ONLY, WORK_ONLY, LARGE);

    public ModelVariant {
        terms = List.copyOf(terms);
        thesisTerms = Map.copyOf(thesisTerms);
    }

    /** The terms for trials of these positions: with an indicator per position (in order) if {@link #perPosition}. */
    public List<Term> termsFor(List<String> positions) {
        List<Term> all = new ArrayList<>(terms);
        if (perPosition) {
            for (String id : positions) {
                all.add(Term.position(id));
            }
        }
        return all;
    }

    /** Fits this model to the trials (positions in first-seen order), or null if the data cannot be fitted. */
    public TermFit fit(List<Trial> trials) {
        List<String> positions = trials.stream().map(Trial::position).distinct().toList();
        try {
            return TermLeastSquares.fit(termsFor(positions), trials);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static Map<String, double[]> thesis(Object... nameValueWidth) {
        Map<String, double[]> map = new LinkedHashMap<>();
        for (int i = 0; i < nameValueWidth.length; i += 3) {
            map.put((String) nameValueWidth[i], new double[] {(Double) nameValueWidth[i + 1],
                    (Double) nameValueWidth[i + 2]});
        }
        return map;
    }
}
