import { showsBetaBadge } from '@shared/constants/app-mode';
import { Badge } from '../../components/ui/badge';
import { useAppMode } from '../../lib/api/get-app-mode';

/** Shown in beta and private beta; nothing until the mode is known, so it never flickers. */
export function BetaBadge() {
  const { data: appMode } = useAppMode();
  if (!appMode || !showsBetaBadge(appMode)) return null;
  return (
    <Badge tone="brand" className="shrink-0 tracking-wide" title={appMode === 'private-beta' ? 'Private beta' : 'Beta'}>
      BETA
    </Badge>
  );
}
