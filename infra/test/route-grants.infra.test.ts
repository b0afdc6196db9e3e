import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { ENTRIES } from '../../functions/src/entries';
import type { THttpRoute, TResource } from '../../functions/src/entries/entry-types';
import { withFixtureEntries } from '../../functions/test/fixtures/fixture-entries';
import { RouteFunction } from '../lib/constructs/route-function';
import { routeKeyOf } from '../lib/route-types';
import { actionsOf, functionIdsFor, synthMarketplace } from './support/synth-marketplace';

const TABLE_READS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const TABLE_WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

const grantsOf = (template: Template, key: string) => actionsOf(template, functionIdsFor(template, key)[0]!);

const { api: realApi } = synthMarketplace();

describe.each(ENTRIES.http.map((route) => [routeKeyOf(route), route] as const))('%s is granted what it declares', (key, route) => {
  const actions = grantsOf(realApi, key);
  const declares = (resource: TResource) => route.resources.includes(resource);

  it('table reads only with table:read, writes only with table:write, never Scan', () => {
    for (const action of TABLE_READS) expect(actions.includes(action)).toBe(declares('table:read'));
    for (const action of TABLE_WRITES) expect(actions.includes(action)).toBe(declares('table:write'));
    expect(actions).not.toContain('dynamodb:Scan');
  });

  it('photo bucket and queue access only when declared', () => {
    expect(actions.includes('s3:GetObject')).toBe(declares('photos:read') || declares('private-objects:read'));
    expect(actions.includes('s3:PutObject')).toBe(declares('photos:write') || declares('private-objects:write'));
    expect(actions.some((action) => action.startsWith('sqs:'))).toBe(route.resources.some((r) => r.startsWith('queue:')));
  });

  it('geo-places:Geocode only with geocode', () => {
    expect(actions.includes('geo-places:Geocode')).toBe(declares('geocode'));
    expect(actions.filter((action) => action.startsWith('geo-places:') && action !== 'geo-places:Geocode')).toEqual([]);
  });
});

describe('private objects (account exports)', () => {
  it('the download route reads objects under private/ only: never a photo, never the whole bucket', () => {
    const fn = realApi.toJSON().Resources[functionIdsFor(realApi, 'GET /api/account/export/{id}/download')[0]!];
    const statements = Object.values(
      realApi.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: fn.Properties.Role['Fn::GetAtt'][0] }] } }),
    ).flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown; Condition?: unknown }[]);
    const reads = statements.filter((s) => [s.Action].flat().includes('s3:GetObject'));
    expect(reads.map((s) => JSON.stringify(s.Resource))).toEqual([expect.stringMatching(/\/private\/\*"\]\]\}$/)]);
    const lists = statements.filter((s) => [s.Action].flat().includes('s3:ListBucket'));
    expect(lists.map((s) => s.Condition)).toEqual([{ StringLike: { 's3:prefix': ['private/*'] } }]);
  });
});

describe('geocoding listings', () => {
  it("the routes that save an address geocode it: Geocode on the region's place provider only, GEOCODER=amazon-location, the gazetteer beside the bundle", () => {
    for (const key of ['POST /api/properties', 'PUT /api/properties/{id}', 'POST /api/open-houses']) {
      const fnId = functionIdsFor(realApi, key)[0]!;
      const fn = realApi.toJSON().Resources[fnId];
      expect(fn.Properties.Environment.Variables.GEOCODER, key).toBe('amazon-location');
      const roleId = fn.Properties.Role['Fn::GetAtt'][0];
      const statements = Object.values(realApi.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } })).flatMap(
        (policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
      );
      const geocode = statements.filter((s) => [s.Action].flat().includes('geo-places:Geocode'));
      expect(
        geocode.map((s) => JSON.stringify(s.Resource)),
        key,
      ).toEqual([expect.stringMatching(/:geo-places:.*::provider\/default"\]\]\}$/)]);
      expect(ENTRIES.http.find((route) => routeKeyOf(route) === key)?.dataFiles, key).toEqual(['services/places/places-gazetteer.json.gz']);
    }
  });
});

describe('routes beyond today’s table', () => {
  const base = { method: 'GET', access: 'public', summary: 'test', tags: [], handler: 'http/app/get-app-mode' } as const;
  const routes: THttpRoute[] = [
    { ...base, path: '/api/read-only', resources: ['table:read'] },
    { ...base, path: '/api/nothing', resources: [] },
    { ...base, path: '/api/photos', resources: ['photos:read', 'photos:write'] },
    { ...base, path: '/api/sync', resources: ['queue:fixture-work'] },
    { ...base, path: '/api/auto-sync', resources: ['schedules:fixture-ticks'] },
  ];
  const withRoutes = (http: THttpRoute[]) => ({ entries: { ...withFixtureEntries(ENTRIES), http } });
  const { api } = synthMarketplace({}, withRoutes(routes));

  it('a table:read route gets reads and no write action', () => {
    const actions = grantsOf(api, 'GET /api/read-only');
    expect(actions).toEqual(expect.arrayContaining(TABLE_READS));
    expect(actions.filter((action) => TABLE_WRITES.includes(action) || action === 'dynamodb:Scan')).toEqual([]);
  });

  it('a route with no resources gets no table, bucket or queue access', () => {
    const actions = grantsOf(api, 'GET /api/nothing');
    expect(actions.filter((action) => /^(dynamodb|s3|sqs):/.test(action))).toEqual([]);
  });

  it('photos:read and photos:write grant object reads, puts and deletes under photos/ only, and listing to tell a missing photo (404)', () => {
    expect(
      grantsOf(api, 'GET /api/photos')
        .filter((action) => action.startsWith('s3:'))
        .sort(),
    ).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:ListBucket', 's3:PutObject']);
    const fnId = functionIdsFor(api, 'GET /api/photos')[0]!;
    const roleId = api.toJSON().Resources[fnId].Properties.Role['Fn::GetAtt'][0];
    const statements = Object.values(api.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } })).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
    );
    for (const statement of statements.filter((s) => [s.Action].flat().some((action) => ['s3:GetObject', 's3:PutObject'].includes(action)))) {
      expect(JSON.stringify(statement.Resource)).toMatch(/\/photos\/\*"\]\]\}$/);
    }
  });

  it('table:read reaches the table and each index by name, never index/*', () => {
    const statements = JSON.stringify(api.findResources('AWS::IAM::Policy'));
    expect(statements).not.toContain('/index/*');
    expect(statements).toContain('/index/');
  });

  it('queue:<name> grants SendMessage on that queue and sets QUEUE_URL_<NAME>', () => {
    expect(grantsOf(api, 'GET /api/sync')).toContain('sqs:SendMessage');
    const fn = api.toJSON().Resources[functionIdsFor(api, 'GET /api/sync')[0]!];
    expect(fn.Properties.Environment.Variables.QUEUE_URL_FIXTURE_WORK).toEqual({ 'Fn::ImportValue': expect.stringContaining('FixtureWork') });
  });

  it("schedules:<group> may manage that group's schedules only and pass only its role, to Scheduler only", () => {
    const fn = api.toJSON().Resources[functionIdsFor(api, 'GET /api/auto-sync')[0]!];
    expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
      expect.arrayContaining(['SCHEDULE_GROUP_FIXTURE_TICKS', 'SCHEDULE_TARGET_ARN_FIXTURE_TICKS', 'SCHEDULE_ROLE_ARN_FIXTURE_TICKS']),
    );
    api.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule', 'scheduler:GetSchedule'],
            Resource: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
          }),
          Match.objectLike({ Action: 'iam:PassRole', Condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } } }),
        ]),
      },
    });
    expect(grantsOf(api, 'GET /api/auto-sync').filter((action) => action.startsWith('sqs:'))).toEqual([]);
  });

  it('a queue no worker consumes fails the synth, naming it', () => {
    expect(() => synthMarketplace({}, withRoutes([{ ...base, path: '/api/lost', resources: ['queue:nobody'] }]))).toThrow(
      /'queue:nobody'.*no such worker queue/,
    );
  });

  it('an entry taking payments without the price ids or publishable key gets placeholders the template refuses to deploy', () => {
    const { stacks } = synthMarketplace(
      { stripePriceTeamAnnual: undefined, stripePublishableKey: undefined },
      withRoutes([{ ...base, path: '/api/pay', resources: ['payments'] }]),
    );
    expect(stacks.placeholders).toEqual(['stripePriceTeamAnnual', 'stripePublishableKey']);
  });

  it('needs no payment or mail context when no entry takes payments or sends mail', () => {
    // Without the workers that mail people (lead alerts, thank-yous) or take payments (account deletion) and the schedules that feed them.
    const entries = withFixtureEntries(ENTRIES);
    const mailing = entries.workers.filter((w) => w.resources.includes('mail:send') || w.resources.includes('payments'));
    const isMailingQueue = (resource: string) => mailing.some((w) => resource === `queue:${w.queue}`);
    const workers = entries.workers.filter((w) => !mailing.includes(w)).map((w) => ({ ...w, resources: w.resources.filter((r) => !isMailingQueue(r)) }));
    const schedules = entries.schedules.filter((s) => workers.some((w) => w.queue === s.targetQueue));
    const { stacks } = synthMarketplace(
      { mailFrom: undefined, stripePriceSoloMonthly: undefined, stripePublishableKey: undefined },
      { entries: { ...entries, http: routes, workers, schedules } },
    );
    expect(stacks.placeholders).toEqual([]);
  });
});

describe('RouteFunction', () => {
  const unbundledStack = () => new Stack(new App({ context: { 'aws:cdk:bundling-stacks': [] } }), 'Test');

  it('never overwrites a variable the caller passed', () => {
    const stack = unbundledStack();
    const table = new Table(stack, 'Other', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
    new RouteFunction(stack, 'Fn', { module: 'http/app/get-app-mode', environment: { TABLE_NAME: 'callers-table' } }).bindTable(table, 'read');
    Template.fromStack(stack).hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: { TABLE_NAME: 'callers-table' } },
    });
  });

  it('sets the variable of a binding when the caller did not', () => {
    const stack = unbundledStack();
    const table = new Table(stack, 'Other', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
    new RouteFunction(stack, 'Fn', { module: 'http/app/get-app-mode' }).bindTable(table, 'write');
    Template.fromStack(stack).hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: { TABLE_NAME: { Ref: Match.stringLikeRegexp('^Other') } } },
    });
  });
});

describe('mail:send', () => {
  it('grants ses:SendEmail for the configured sender only and switches the transport to SES', () => {
    const { api } = synthMarketplace();
    api.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Action: 'ses:SendEmail', Condition: { StringEquals: { 'ses:FromAddress': 'no-reply@example.com' } } })]),
      },
    });
    api.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ MAIL_TRANSPORT: 'ses', MAIL_FROM: 'no-reply@example.com' }) },
    });
  });
});
