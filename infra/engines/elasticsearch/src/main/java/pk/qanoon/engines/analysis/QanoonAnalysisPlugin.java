package pk.qanoon.engines.analysis;

import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;

import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.ar.ArabicNormalizationFilter;
import org.apache.lucene.analysis.core.DecimalDigitFilter;
import org.apache.lucene.analysis.core.WhitespaceTokenizer;
import org.apache.lucene.analysis.en.EnglishMinimalStemFilter;
import org.apache.lucene.analysis.en.EnglishPossessiveFilter;
import org.apache.lucene.analysis.en.KStemFilter;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.fa.PersianNormalizationFilter;
import org.apache.lucene.analysis.miscellaneous.ASCIIFoldingFilter;
import org.apache.lucene.analysis.miscellaneous.WordDelimiterGraphFilter;
import org.apache.lucene.analysis.miscellaneous.WordDelimiterIterator;
import org.apache.lucene.analysis.pattern.PatternReplaceFilter;
import org.apache.lucene.analysis.snowball.SnowballFilter;
import org.elasticsearch.common.regex.Regex;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.index.analysis.AbstractTokenFilterFactory;
import org.elasticsearch.index.analysis.NormalizingTokenFilterFactory;
import org.elasticsearch.index.analysis.TokenFilterFactory;
import org.elasticsearch.index.analysis.TokenizerFactory;
import org.elasticsearch.indices.analysis.AnalysisModule.AnalysisProvider;
import org.elasticsearch.plugins.AnalysisPlugin;
import org.elasticsearch.plugins.Plugin;
import org.tartarus.snowball.ext.EnglishStemmer;

/**
 * The token filters Qanoon's index settings use, for the local node only. Maven Central publishes
 * Elasticsearch's server and transport but not its {@code analysis-common} module, so this plugin
 * registers the same Lucene filters (and the whitespace tokenizer) under the module's names and settings; a distribution (the
 * compose image) uses the module itself. A setting this plugin does not know is refused rather
 * than ignored, so the index settings can never mean one thing here and another there.
 */
public final class QanoonAnalysisPlugin extends Plugin implements AnalysisPlugin {
  @Override
  public Map<String, AnalysisProvider<TokenFilterFactory>> getTokenFilters() {
    return Map.of(
        "asciifolding", (index, env, name, settings) -> asciiFolding(name, settings),
        "stemmer", (index, env, name, settings) -> stemmer(name, settings),
        "word_delimiter_graph", (index, env, name, settings) -> wordDelimiterGraph(name, settings),
        "pattern_replace", requiresSettings((index, env, name, settings) -> patternReplace(name, settings)),
        // Urdu and Arabic letter variants, vowel marks and digits (ADR 0035).
        "arabic_normalization", (index, env, name, settings) -> settingless(name, settings, ArabicNormalizationFilter::new),
        "persian_normalization", (index, env, name, settings) -> settingless(name, settings, PersianNormalizationFilter::new),
        "decimal_digit", (index, env, name, settings) -> settingless(name, settings, DecimalDigitFilter::new));
  }

  @Override
  public Map<String, AnalysisProvider<TokenizerFactory>> getTokenizers() {
    return Map.of("whitespace", (index, env, name, settings) -> whitespace(name, settings));
  }

  /** A filter that means nothing without its settings (a pattern) exists only where an index defines it, as in analysis-common. */
  private static <T> AnalysisProvider<T> requiresSettings(AnalysisProvider<T> provider) {
    return new AnalysisProvider<T>() {
      @Override
      public T get(org.elasticsearch.index.IndexSettings indexSettings, org.elasticsearch.env.Environment environment, String name, Settings settings)
          throws java.io.IOException {
        return provider.get(indexSettings, environment, name, settings);
      }

      @Override
      public boolean requiresAnalysisSettings() {
        return true;
      }
    };
  }

  private static TokenizerFactory whitespace(String name, Settings settings) {
    allowOnly(name, settings, "max_token_length");
    int maxTokenLength = settings.getAsInt("max_token_length", 255);
    return TokenizerFactory.newFactory(name, () -> new WhitespaceTokenizer(maxTokenLength));
  }

  private static TokenFilterFactory patternReplace(String name, Settings settings) {
    allowOnly(name, settings, "pattern", "replacement", "all", "flags");
    String pattern = settings.get("pattern");
    if (pattern == null) throw new IllegalArgumentException("pattern is missing for [" + name + "] token filter of type 'pattern_replace'");
    java.util.regex.Pattern compiled = Regex.compile(pattern, settings.get("flags"));
    String replacement = settings.get("replacement", "");
    boolean all = settings.getAsBoolean("all", true);
    UnaryOperator<TokenStream> filter = in -> new PatternReplaceFilter(in, compiled, replacement, all);
    return new Normalizing(name, settings, filter, filter);
  }

  private static void allowOnly(String name, Settings settings, String... known) {
    for (String key : settings.keySet()) {
      // Elasticsearch passes the index's own settings (index.version.created) along with the filter's.
      if (key.equals("type") || key.startsWith("index.") || java.util.Arrays.asList(known).contains(key)) continue;
      throw new IllegalArgumentException("token filter [" + name + "]: setting [" + key + "] is not supported by the local node");
    }
  }

  /** A filter with no settings of its own, which folds characters and so also serves normalizers (as in analysis-common). */
  private static TokenFilterFactory settingless(String name, Settings settings, UnaryOperator<TokenStream> filter) {
    allowOnly(name, settings);
    return new Normalizing(name, settings, filter, filter);
  }

  private static TokenFilterFactory asciiFolding(String name, Settings settings) {
    allowOnly(name, settings, "preserve_original");
    boolean preserveOriginal = settings.getAsBoolean("preserve_original", false);
    return new Normalizing(name, settings, in -> new ASCIIFoldingFilter(in, preserveOriginal), in -> new ASCIIFoldingFilter(in, false));
  }

  private static TokenFilterFactory stemmer(String name, Settings settings) {
    allowOnly(name, settings, "language", "name");
    String language = settings.get("language", settings.get("name", "porter")).toLowerCase(Locale.ROOT);
    UnaryOperator<TokenStream> filter = switch (language) {
      case "english", "porter" -> PorterStemFilter::new;
      case "porter2" -> in -> new SnowballFilter(in, new EnglishStemmer());
      case "light_english", "kstem" -> KStemFilter::new;
      case "minimal_english" -> EnglishMinimalStemFilter::new;
      case "possessive_english" -> EnglishPossessiveFilter::new;
      default -> throw new IllegalArgumentException("token filter [" + name + "]: stemmer language [" + language + "] is not supported by the local node");
    };
    return new Plain(name, settings, filter);
  }

  private static TokenFilterFactory wordDelimiterGraph(String name, Settings settings) {
    allowOnly(name, settings, "generate_word_parts", "generate_number_parts", "catenate_words", "catenate_numbers",
        "catenate_all", "split_on_case_change", "preserve_original", "split_on_numerics", "stem_english_possessive",
        "adjust_offsets", "ignore_keywords", "protected_words");
    int flags = 0;
    flags |= flag(settings, "generate_word_parts", true, WordDelimiterGraphFilter.GENERATE_WORD_PARTS);
    flags |= flag(settings, "generate_number_parts", true, WordDelimiterGraphFilter.GENERATE_NUMBER_PARTS);
    flags |= flag(settings, "catenate_words", false, WordDelimiterGraphFilter.CATENATE_WORDS);
    flags |= flag(settings, "catenate_numbers", false, WordDelimiterGraphFilter.CATENATE_NUMBERS);
    flags |= flag(settings, "catenate_all", false, WordDelimiterGraphFilter.CATENATE_ALL);
    flags |= flag(settings, "split_on_case_change", true, WordDelimiterGraphFilter.SPLIT_ON_CASE_CHANGE);
    flags |= flag(settings, "preserve_original", false, WordDelimiterGraphFilter.PRESERVE_ORIGINAL);
    flags |= flag(settings, "split_on_numerics", true, WordDelimiterGraphFilter.SPLIT_ON_NUMERICS);
    flags |= flag(settings, "stem_english_possessive", true, WordDelimiterGraphFilter.STEM_ENGLISH_POSSESSIVE);
    flags |= flag(settings, "ignore_keywords", false, WordDelimiterGraphFilter.IGNORE_KEYWORDS);
    boolean adjustOffsets = settings.getAsBoolean("adjust_offsets", true);
    java.util.List<String> protectedList = settings.getAsList("protected_words", java.util.List.of());
    CharArraySet protectedWords = protectedList.isEmpty() ? null : new CharArraySet(protectedList, false);
    int finalFlags = flags;
    return new Plain(name, settings,
        in -> new WordDelimiterGraphFilter(in, adjustOffsets, WordDelimiterIterator.DEFAULT_WORD_DELIM_TABLE, finalFlags, protectedWords));
  }

  private static int flag(Settings settings, String key, boolean defaultValue, int flag) {
    return settings.getAsBoolean(key, defaultValue) ? flag : 0;
  }

  private static class Plain extends AbstractTokenFilterFactory {
    private final UnaryOperator<TokenStream> filter;

    Plain(String name, Settings settings, UnaryOperator<TokenStream> filter) {
      super(name, settings);
      this.filter = filter;
    }

    @Override
    public TokenStream create(TokenStream in) {
      return filter.apply(in);
    }
  }

  private static final class Normalizing extends Plain implements NormalizingTokenFilterFactory {
    private final UnaryOperator<TokenStream> normalizer;

    Normalizing(String name, Settings settings, UnaryOperator<TokenStream> filter, UnaryOperator<TokenStream> normalizer) {
      super(name, settings, filter);
      this.normalizer = normalizer;
    }

    @Override
    public TokenStream normalize(TokenStream in) {
      return normalizer.apply(in);
    }
  }
}
