/**
 * What the server may connect to. In the cloud: https to public addresses only. `allowLoopback` (local runs
 * and tests only, EGRESS_ALLOW_LOOPBACK=true) also lets it reach 127.0.0.0/8 and ::1, by http too, where the
 * embedded stand-ins (local MLS, CRM) listen.
 */
export type TEgressPolicy = { allowLoopback: boolean };

export const CLOUD_EGRESS_POLICY: TEgressPolicy = { allowLoopback: false };
