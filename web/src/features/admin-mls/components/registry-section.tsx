import { DatabaseZap, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import type { TMlsRegistryEntry } from '@shared/schemas/mls-registry.schema';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { useMlsRegistryEntries } from '../api/get-mls-registry-entries';
import { RegistryEntryForm } from './registry-entry-form';

/** 'MLS registry': the MLSs configurations can name, Add MLS, and each one's Edit. */
export function RegistrySection() {
  const entries = useMlsRegistryEntries();
  return (
    <section aria-labelledby="mls-registry-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="mls-registry-heading" className="text-xl font-semibold text-slate-900">
            MLS registry
          </h2>
          <p className="text-sm text-slate-600">
            A configuration whose address is one of an MLS's servers is that MLS's, and its members verify their MLS IDs.
          </p>
        </div>
        <AddMlsDialog />
      </div>
      {entries.isPending && <PageSpinner label="Loading the MLS registry…" />}
      {entries.isError && <LoadFailedAlert what="the MLS registry" onRetry={() => void entries.refetch()} />}
      {entries.data?.length === 0 && (
        <EmptyState icon={DatabaseZap} title="No MLS registered yet" headingLevel={3}>
          Add MLS with its id, name and server addresses: agents can then choose it when they connect.
        </EmptyState>
      )}
      {entries.data && entries.data.length > 0 && (
        <ul className="space-y-3" aria-label="Registered MLSs">
          {entries.data.map((entry) => (
            <li key={entry.id}>
              <RegistryEntryCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AddMlsDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <DialogFrame
      trigger={
        <Button>
          <Plus className="size-4" aria-hidden="true" />
          Add MLS
        </Button>
      }
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      title="Add MLS"
      description="Register an MLS by its servers: each address belongs to one MLS."
      width="lg"
    >
      <RegistryEntryForm onSaved={() => setIsOpen(false)} />
    </DialogFrame>
  );
}

function RegistryEntryCard({ entry }: { entry: TMlsRegistryEntry }) {
  const [isEditing, setIsEditing] = useState(false);
  const titleId = `mls-registry-${entry.id}-title`;
  return (
    <Card className="p-4 sm:p-6">
      <article aria-labelledby={titleId} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="text-lg font-semibold break-words text-slate-900">
              {entry.name}
            </h3>
            <dl className="mt-1 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              <div className="min-w-0">
                <dt className="text-slate-600">Id</dt>
                <dd className="font-mono break-all text-slate-900">{entry.id}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-slate-600">Listing identity</dt>
                <dd className="font-mono break-all text-slate-900">{entry.listingIdentity}</dd>
              </div>
            </dl>
          </div>
          <DialogFrame
            trigger={
              <Button variant="outline" size="sm" className="h-10 sm:h-8" aria-label={`Edit ${entry.name}`}>
                <Pencil className="size-4" aria-hidden="true" />
                Edit
              </Button>
            }
            isOpen={isEditing}
            onOpenChange={setIsEditing}
            title={`Edit ${entry.name}`}
            description="Its name and servers. Listings already imported keep their identity."
            width="lg"
          >
            <RegistryEntryForm entry={entry} onSaved={() => setIsEditing(false)} />
          </DialogFrame>
        </div>
        <ul className="space-y-2" aria-label={`Servers of ${entry.name}`}>
          {entry.servers.map((server) => (
            <li key={server.url} className="min-w-0 rounded-md bg-slate-50 px-3 py-2 text-sm">
              <Badge tone="brand">{server.protocol}</Badge>
              <p className="mt-1 break-all text-slate-900">{server.url}</p>
              {server.tokenUrl && <p className="mt-0.5 text-xs break-all text-slate-600">Token URL: {server.tokenUrl}</p>}
            </li>
          ))}
        </ul>
      </article>
    </Card>
  );
}
