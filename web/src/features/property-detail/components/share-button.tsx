import { Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';

/** Copies this page's address; says 'Link Copied', or shows the address when the browser refuses. */
export function ShareButton() {
  const share = async () => {
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link Copied', description: 'The property link is on your clipboard.' });
    } catch {
      toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
    }
  };
  return (
    <Button variant="outline" onClick={() => void share()}>
      <Share2 className="size-4" aria-hidden="true" />
      Share
    </Button>
  );
}
