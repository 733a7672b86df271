/**
 * How deep a JSON text may nest arrays and objects. Real payloads stay under 5 (the working
 * hours are 3); a few thousand levels, about 12 KB, overflow the stack of whatever walks the
 * parsed value recursively (the prototype-poisoning scan, zod, the serializer) and used to
 * answer 500.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether `text` opens more than `maxDepth` arrays or objects inside each other. One linear pass
 * over the characters, brackets inside strings skipped, before anything parses the text: it
 * never recurses, so its cost is the text's length whatever the nesting. Malformed JSON is not
 * its concern (the parser refuses it after).
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_BRACKET || char === OPEN_BRACE) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === CLOSE_BRACKET || char === CLOSE_BRACE) depth -= 1;
  }
  return false;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
