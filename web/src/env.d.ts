/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A web-map tile URL template ('https://…/{z}/{x}/{y}.png'). Unset: the map is drawn in the page, with no external request. */
  readonly VITE_MAP_TILE_URL?: string;
  /** The tile provider's required attribution, shown on the map when tiles are used. */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
