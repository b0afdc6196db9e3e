import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { MenuContent, MenuItem, MenuSeparator } from '../../components/ui/dropdown-menu';
import { LOGOUT_URL, menuLabelFor, userMenuItemsFor } from './nav-items';

const HOVER_CLOSE_DELAY_MS = 150;

/**
 * The account menu. A mouse opens it by hovering and closes it by leaving (spec); a click while it is
 * hover-open pins it. Click, touch and keyboard (Enter, Space, ArrowDown) open it as any Radix menu.
 */
export function UserMenu({ user }: { user: TCurrentUser }) {
  const [isOpen, setIsOpen] = useState(false);
  const isHoverOpen = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const openOnHover = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    if (isOpen) return;
    isHoverOpen.current = true;
    setIsOpen(true);
  };
  const closeOnLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !isHoverOpen.current) return;
    closeTimer.current = setTimeout(() => {
      isHoverOpen.current = false;
      setIsOpen(false);
    }, HOVER_CLOSE_DELAY_MS);
  };
  const pinOnClick = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !isHoverOpen.current) return;
    // Keep the hover-opened menu open instead of letting Radix toggle it shut.
    event.preventDefault();
    isHoverOpen.current = false;
  };

  return (
    <DropdownMenu.Root
      modal={false}
      open={isOpen}
      onOpenChange={(next) => {
        cancelClose();
        isHoverOpen.current = false;
        setIsOpen(next);
      }}
    >
      <DropdownMenu.Trigger asChild>
        <button
          ref={triggerRef}
          type="button"
          className="flex shrink-0 items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
          onPointerEnter={openOnHover}
          onPointerLeave={closeOnLeave}
          onPointerDown={pinOnClick}
        >
          <UserAvatar user={user} />
          {/* Phones show the avatar only (the name still labels the button), so the header stays on one line; a long
              first name is cut short beside the links. */}
          <span className="max-w-32 truncate max-sm:sr-only">{menuLabelFor(user.firstName)}</span>
          <ChevronDown className="size-4 text-slate-500 max-sm:hidden" aria-hidden="true" />
        </button>
      </DropdownMenu.Trigger>
      <MenuContent
        onPointerEnter={cancelClose}
        onPointerLeave={closeOnLeave}
        onPointerDownOutside={(event) => {
          // A press on the trigger is the trigger's to handle (toggle, or pin a hover-opened menu).
          if (event.target instanceof Node && triggerRef.current?.contains(event.target)) event.preventDefault();
        }}
      >
        {userMenuItemsFor(user).map(({ label, to, icon: Icon }) => (
          <MenuItem key={to} asChild>
            <Link to={to}>
              <Icon className="size-4 text-slate-500" aria-hidden="true" />
              {label}
            </Link>
          </MenuItem>
        ))}
        <MenuSeparator />
        <MenuItem asChild>
          <a href={LOGOUT_URL}>
            <LogOut className="size-4 text-slate-500" aria-hidden="true" />
            Log Out
          </a>
        </MenuItem>
      </MenuContent>
    </DropdownMenu.Root>
  );
}

function UserAvatar({ user }: { user: TCurrentUser }) {
  const imageUrl = user.profileImageUrl ?? user.profile.avatarUrl;
  if (imageUrl) return <img src={imageUrl} alt="" className="size-7 rounded-full object-cover" />;
  return (
    <span className="flex size-7 items-center justify-center rounded-full bg-brand-100 text-brand-800" aria-hidden="true">
      <UserRound className="size-4" />
    </span>
  );
}
