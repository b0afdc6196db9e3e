import type { GeocodeCommandOutput } from '@aws-sdk/client-geo-places';
import { geocodeOf, geocodeRequestOf } from './amazon-location-geocoder';

const CHEROKEE_AVE = { address: '512 Cherokee Ave SE', city: 'Atlanta', state: 'GA', zipCode: '30312' };

/** A Geocode answer in the shape Amazon Location Places v2 gives (GeocodeCommandOutput), trimmed to what is read. */
const RECORDED: Pick<GeocodeCommandOutput, 'ResultItems'> = {
  ResultItems: [
    {
      PlaceId: 'AQAAAFUAhIl…',
      PlaceType: 'PointAddress',
      Title: '512 Cherokee Ave SE, Atlanta, GA 30312-3319, United States',
      Address: {
        Label: '512 Cherokee Ave SE, Atlanta, GA 30312-3319, United States',
        Country: { Code2: 'US', Code3: 'USA', Name: 'United States' },
        Region: { Code: 'GA', Name: 'Georgia' },
        SubRegion: { Name: 'Fulton' },
        Locality: 'Atlanta',
        District: 'Grant Park',
        PostalCode: '30312-3319',
        Street: 'Cherokee Ave SE',
        AddressNumber: '512',
      },
      Position: [-84.37331, 33.74281],
      MapView: [-84.37445, 33.74191, -84.37217, 33.74371],
      MatchScores: { Overall: 1, Components: { Address: { Country: 1, Region: 1, Locality: 1, PostalCode: 1, AddressNumber: 1 } } },
    },
  ],
};

describe('Amazon Location Places Geocode', () => {
  it('asks for the whole address line in the US, for a result we store', () => {
    expect(geocodeRequestOf(CHEROKEE_AVE)).toEqual({
      QueryText: '512 Cherokee Ave SE, Atlanta, GA 30312',
      MaxResults: 1,
      Filter: { IncludeCountries: ['USA'] },
      IntendedUse: 'Storage',
    });
  });

  it('reads the position ([longitude, latitude]) and how exactly it stands for the address', () => {
    expect(geocodeOf(RECORDED, CHEROKEE_AVE)).toEqual({ coordinates: { lat: 33.74281, lng: -84.37331 }, precision: 'address' });
    const as = (PlaceType: string) =>
      geocodeOf({ ResultItems: [{ ...RECORDED.ResultItems![0]!, PlaceType: PlaceType as 'Street' }] }, CHEROKEE_AVE)?.precision ?? null;
    expect(['InterpolatedAddress', 'Street', 'PostalCode', 'Locality', 'Region', 'PointOfInterest'].map(as)).toEqual([
      'address',
      'street',
      'zip',
      'city',
      null,
      null,
    ]);
  });

  it('places nothing without a result or position, or with a match in another state', () => {
    expect(geocodeOf({ ResultItems: [] }, CHEROKEE_AVE)).toBeNull();
    expect(geocodeOf({}, CHEROKEE_AVE)).toBeNull();
    expect(geocodeOf({ ResultItems: [{ ...RECORDED.ResultItems![0]!, Position: undefined }] }, CHEROKEE_AVE)).toBeNull();
    expect(geocodeOf(RECORDED, { ...CHEROKEE_AVE, state: 'TX' })).toBeNull();
  });
});
