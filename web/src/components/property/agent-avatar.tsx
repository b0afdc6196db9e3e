import clsx from 'clsx';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The agent's photo, or their initials when they have none. Decorative: the name is always shown beside it. */
export function AgentAvatar({ name, photoUrl, size = 'sm' }: { name: string; photoUrl: string | null; size?: 'sm' | 'lg' }) {
  const sizeClass = size === 'lg' ? 'size-14 text-lg' : 'size-8 text-xs';
  if (photoUrl) return <img src={photoUrl} alt="" className={clsx('shrink-0 rounded-full object-cover', sizeClass)} />;
  return (
    <span aria-hidden="true" className={clsx('flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800', sizeClass)}>
      {initialsOf(name) || '?'}
    </span>
  );
}
