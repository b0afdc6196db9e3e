import { Tooltip, TooltipProvider } from '../../components/ui/tooltip';
import { SocialLinksList } from './social-links-list';

/** The social links with their names as tooltips (loaded apart: the tooltip positioning is most of its code). */
export function SocialLinksWithTooltips() {
  return (
    <TooltipProvider>
      <SocialLinksList wrapLink={(link, label) => <Tooltip content={label}>{link}</Tooltip>} />
    </TooltipProvider>
  );
}
