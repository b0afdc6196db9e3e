import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { ConfigurationForm } from './configuration-form';

/** 'Add MLS Configuration' opens the form in a dialog (focus trapped, Escape closes, focus returns to the button). */
export function AddConfigurationDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <DialogFrame
      trigger={
        <Button>
          <Plus className="size-4" aria-hidden="true" />
          Add MLS Configuration
        </Button>
      }
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      title="Add MLS Configuration"
      description="Connect an MLS so its listings sync into your account."
      width="lg"
    >
      <ConfigurationForm onCreated={() => setIsOpen(false)} />
    </DialogFrame>
  );
}
