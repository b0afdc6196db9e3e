/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A MapLibre style URL (self-hosted Protomaps, Amazon Location Service, a commercial style). Unset: the offline US base map, with no external request. */
  readonly VITE_MAP_STYLE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
