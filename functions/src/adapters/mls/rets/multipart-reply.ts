export type TPart = { headers: Record<string, string>; body: Buffer };

/** The boundary of a multipart Content-Type (quoted or not, other parameters in any order). */
export function boundaryFromContentType(contentType: string | null): string | null {
  const match = /boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** The first `--boundary` line of the body, for replies stored or sent without the header's boundary. */
export function boundaryFromBody(body: Buffer): string | null {
  const head = body.subarray(0, 512).toString('latin1');
  const match = /^(?:\r?\n)*--([^\r\n]+?)\s*\r?\n/.exec(head);
  return match?.[1] ?? null;
}

/**
 * Splits a multipart body into parts, as bytes (parts may be JPEGs). Accepts CRLF or bare LF line
 * endings and a preamble before the first boundary.
 */
export function splitMultipart(body: Buffer, boundary: string): TPart[] {
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  const parts: TPart[] = [];
  let cursor = body.indexOf(delimiter);
  while (cursor !== -1) {
    let start = cursor + delimiter.length;
    if (body.subarray(start, start + 2).toString('latin1') === '--') break;
    start = skipLineEnd(body, start);
    const next = body.indexOf(delimiter, start);
    const end = next === -1 ? body.length : trimLineEnd(body, next);
    parts.push(readPart(body.subarray(start, Math.max(start, end))));
    cursor = next;
  }
  return parts;
}

function readPart(raw: Buffer): TPart {
  const crlf = raw.indexOf('\r\n\r\n');
  const lf = raw.indexOf('\n\n');
  const useCrlf = crlf !== -1 && (lf === -1 || crlf <= lf);
  const headerEnd = useCrlf ? crlf : lf;
  const separatorLength = useCrlf ? 4 : 2;
  const headerText = headerEnd === -1 ? raw.toString('latin1') : raw.subarray(0, headerEnd).toString('latin1');
  const body = headerEnd === -1 ? Buffer.alloc(0) : raw.subarray(headerEnd + separatorLength);
  const headers: Record<string, string> = {};
  for (const line of headerText.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function skipLineEnd(body: Buffer, index: number): number {
  if (body[index] === 0x0d && body[index + 1] === 0x0a) return index + 2;
  if (body[index] === 0x0a) return index + 1;
  return index;
}

/** The line break before a boundary belongs to the boundary, not to the part's body. */
function trimLineEnd(body: Buffer, index: number): number {
  if (body[index - 2] === 0x0d && body[index - 1] === 0x0a) return index - 2;
  if (body[index - 1] === 0x0a) return index - 1;
  return index;
}
