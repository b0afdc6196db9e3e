const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

type TOperation = { summary: string; description: string; requestBody?: unknown; parameters?: unknown[]; responses: Record<string, unknown> };

/** A readable, self-contained HTML view of the OpenAPI document (no external scripts or fonts). */
export function renderDocsHtml(document: { info: { title: string; description: string }; paths: Record<string, Record<string, unknown>> }): string {
  const sections = Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, raw]) => {
        const op = raw as TOperation;
        const block = (title: string, value: unknown) =>
          value && (!Array.isArray(value) || value.length)
            ? `<details><summary>${title}</summary><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre></details>`
            : '';
        return `<section><h2><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2>
<p>${escapeHtml(op.summary)}</p><p class="access">${escapeHtml(op.description)}</p>
${block('Parameters', op.parameters)}${block('Request body', op.requestBody)}${block('Responses', op.responses)}</section>`;
      }),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#0f172a}
section{border:1px solid #e2e8f0;border-radius:8px;padding:0 1rem 1rem;margin:1rem 0}h2{font-size:1.05rem}
.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;padding:2px 6px;font-size:.8rem}
.get{background:#2563eb}.post{background:#16a34a}.put,.patch{background:#d97706}.delete{background:#dc2626}
.access{color:#475569;font-size:.9rem}pre{background:#f8fafc;padding:.75rem;overflow:auto;font-size:.8rem}</style></head>
<body><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description)}</p>
<p><a href="/api/docs?format=json">OpenAPI 3.1 JSON</a> · <a href="/">Back to the marketplace</a></p>
${sections}</body></html>`;
}
