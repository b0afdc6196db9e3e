import { CRM_WEBHOOK_SIGNATURE_HEADER } from '@shared/constants/crm';

/** The signing secret, this once, and how a receiver checks a delivery with it. */
export function WebhookSecretNotice({ secret }: { secret: string }) {
  return (
    <div role="status" className="space-y-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">Signing secret: copy it now, it is not shown again.</p>
      <p>
        <code className="block rounded bg-white px-2 py-1 font-mono break-all select-all" aria-label="Signing secret">
          {secret}
        </code>
      </p>
      <p>
        Each delivery carries the header <code className="font-mono break-all">{CRM_WEBHOOK_SIGNATURE_HEADER}: t=…,v1=…</code>, where v1 is the hex HMAC-SHA256
        of “t.body” with this secret (Stripe’s scheme). Connect again to rotate it.
      </p>
    </div>
  );
}
