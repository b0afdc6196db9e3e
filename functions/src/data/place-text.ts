/** Lower case, accents dropped, anything but letters and digits one space: "Coeur d'Alene, ID" → "coeur d alene id". */
export function normalizePlaceText(text: string): string {
  // Most names are plain ASCII: decomposing them (the costly step) would change nothing.
  const letters = /^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return letters
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * A street address (or what someone typed of one) as the street index keys it: the house number, if it
 * starts with one ("1200", "12b"), and the street after it, normalized. "1200 Congress Ave." → 1200 / "congress ave".
 */
export function splitStreetAddress(address: string): { number: string; street: string } {
  const text = normalizePlaceText(address);
  const match = /^(\d+[a-z]?)(?: (.*))?$/.exec(text);
  return match ? { number: match[1]!, street: match[2] ?? '' } : { number: '', street: text };
}
