import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { toSearchTokens } from '@/server/search/search-tokens';

/** Words that say nothing about which question is meant ("comment annuler ma réservation"). */
const STOP_WORDS = new Set([
  'au', 'aux', 'avec', 'ca', 'ce', 'ces', 'cet', 'cette', 'comment', 'dans', 'de', 'des', 'dois', 'doit', 'du', 'elle', 'en', 'est', 'et', 'il',
  'je', 'la', 'le', 'les', 'leur', 'ma', 'me', 'mes', 'mon', 'ne', 'nos', 'notre', 'nous', 'on', 'ou', 'par', 'pas', 'peut', 'peux', 'pour',
  'pourquoi', 'puis', 'quand', 'que', 'quel', 'quelle', 'qui', 'quoi', 'sa', 'se', 'ses', 'son', 'sur', 'ta', 'tes', 'ton', 'un', 'une', 'vos', 'votre', 'vous',
  'an', 'and', 'are', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'how', 'is', 'it', 'its', 'me', 'my', 'of', 'on', 'or', 'the', 'to', 'what',
  'when', 'where', 'which', 'who', 'why', 'with', 'you', 'your',
]);

/** The search text as words normalised like the restaurant search (lower-case, no accents), minus stop words. */
export function toHelpSearchTokens(query: string | undefined): string[] {
  return toSearchTokens(query ?? '').filter((token) => !STOP_WORDS.has(token));
}

const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿŸ';
const PLAIN = 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyyY';

/**
 * A text column as the tokens are written: accents folded (unaccent's effect for French, with no
 * extension to install), ligatures spelled out, then lower-cased. translate() runs before lower()
 * so an upper-case "É" folds even where lower() only knows ASCII (the C locale).
 */
export function foldedText(column: SQLWrapper): SQL {
  return sql`lower(replace(replace(replace(replace(translate(${column}, ${ACCENTED}, ${PLAIN}), 'œ', 'oe'), 'Œ', 'OE'), 'æ', 'ae'), 'Æ', 'AE'))`;
}

/** A token is in the text as a substring, or as a word close enough to it (pg_trgm `<%`: a typo, a plural). */
export function matchesToken(folded: SQL, token: string): SQL {
  return sql`(${folded} like ${`%${token}%`} or ${token} <% ${folded})`;
}

/** How well the tokens match: each token's best word similarity (1 for an exact word) summed. */
export function tokenSimilarity(folded: SQL, tokens: readonly string[]): SQL {
  return sql.join(
    tokens.map((token) => sql`word_similarity(${token}, ${folded})`),
    sql` + `,
  );
}
