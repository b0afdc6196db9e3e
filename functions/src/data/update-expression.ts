/**
 * An UpdateExpression that SETs each defined value and REMOVEs the named attributes, with placeholder
 * names throughout (several profile fields are DynamoDB reserved words).
 */
export function updateExpression(set: Record<string, unknown>, remove: readonly string[] = []) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  let i = 0;
  for (const [name, value] of Object.entries(set)) {
    if (value === undefined) continue;
    names[`#f${i}`] = name;
    values[`:v${i}`] = value;
    sets.push(`#f${i} = :v${i}`);
    i++;
  }
  const removes = remove.map((name) => {
    names[`#f${i}`] = name;
    return `#f${i++}`;
  });
  const parts = [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : ''].filter(Boolean);
  return { UpdateExpression: parts.join(' '), ExpressionAttributeNames: names, ExpressionAttributeValues: values };
}
