import { useMemo } from 'react';
import { tilesForMap } from '../../lib/map/map-tiles';

/** Real map tiles under the pins, only when a tile URL is configured (see lib/map/map-tile-config). */
export function MapTileLayer({ template, attribution }: { template: string; attribution: string }) {
  const tiles = useMemo(() => tilesForMap(template), [template]);
  return (
    <>
      <div className="absolute inset-0 overflow-hidden" aria-hidden="true">
        {tiles.map((tile) => (
          <img
            key={tile.key}
            src={tile.url}
            alt=""
            draggable={false}
            className="absolute max-w-none select-none"
            style={{ left: `${tile.left}%`, top: `${tile.top}%`, width: `${tile.width}%`, height: `${tile.height}%` }}
          />
        ))}
      </div>
      <p className="absolute right-1 bottom-1 z-30 rounded bg-white/80 px-1 text-[10px] text-slate-700">{attribution}</p>
    </>
  );
}
