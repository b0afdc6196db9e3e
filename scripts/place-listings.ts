import { getListingPlacingDeps } from '../functions/src/http/properties/listing-placing-deps';
import { queueUrlVariable } from '../functions/src/entries/entry-environment';
import { placeUnplacedListings } from '../functions/src/services/properties/place-unplaced-listings';

/**
 * `npm run listings:place`: one pass that geocodes every hand-made listing stored without a map position and writes
 * it through the path an edit takes (services/properties/place-unplaced-listings.ts), so the map, place search and
 * saved searches learn of it. Idempotent: run it again after a deploy of the geocoding, or when some were left.
 * `npm start` makes this pass once per data folder by itself. In the cloud set TABLE_NAME, GEOCODER=amazon-location,
 * QUEUE_URL_NOTIFICATIONS (the notifications queue, so saved searches are told) and AWS_REGION, with credentials in
 * the environment (`eval "$(aws configure export-credentials --format env)"`): it scans the table, calls
 * geo-places:Geocode and sqs:SendMessage.
 */
async function main() {
  if (!process.env.TABLE_NAME)
    throw new Error('Set TABLE_NAME (the deployed table) and the other variables this script names: locally `npm start` places listings itself.');
  if (!process.env[queueUrlVariable('notifications')])
    console.warn(`${queueUrlVariable('notifications')} is not set: listings are placed, but saved searches are not told of them.`);
  const deps = getListingPlacingDeps();
  const { placed, left } = await placeUnplacedListings(process.env[queueUrlVariable('notifications')] ? deps : { ...deps, notificationQueue: undefined });
  console.log(
    `Placed ${placed} listing${placed === 1 ? '' : 's'} on the map; ${left} left without a position (address not found, or changed during the pass).`,
  );
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
