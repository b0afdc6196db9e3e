import * as z from '../zod';
import { lazySchema } from '../lazy-schema';

export const longitude = /* @__PURE__ */ lazySchema(() => z.number().check(z.gte(-180), z.lte(180)));
export const latitude = /* @__PURE__ */ lazySchema(() => z.number().check(z.gte(-90), z.lte(90)));

/** [west, south, east, north] in degrees (WGS 84), west ≤ east, south ≤ north. */
export const ZBboxSchema = /* @__PURE__ */ lazySchema(() => z.tuple([longitude, latitude, longitude, latitude]));
export type TBbox = z.infer<typeof ZBboxSchema>;

/**
 * A box as a URL carries it (`/map?bbox=w,s,e,n`, `/api/properties?bbox=w,s,e,n`): four numbers, west ≤ east
 * (a box across the antimeridian is not supported), south ≤ north.
 */
export const ZBboxParamSchema = /* @__PURE__ */ lazySchema(() =>
  z.pipe(
    z.string().check(z.maxLength(120)),
    z.transform((text, ctx) => {
      const parts = text.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
      const box = ZBboxSchema.safeParse(parts);
      if (parts.length !== 4 || !box.success) {
        ctx.issues.push({ code: 'custom', message: 'bbox must be west,south,east,north in degrees', input: ctx.value });
        return z.NEVER;
      }
      const [west, south, east, north] = box.data;
      if (west > east || south > north) {
        ctx.issues.push({
          code: 'custom',
          message: 'bbox must have west ≤ east and south ≤ north (a box across the antimeridian is not supported)',
          input: ctx.value,
        });
        return z.NEVER;
      }
      return box.data;
    }),
  ),
);
