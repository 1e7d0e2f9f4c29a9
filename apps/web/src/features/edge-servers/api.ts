import { apiData } from "../../api/client";

export interface TEdgeServer {
  id: string;
  username: string;
  email: string;
  project: string | null;
  is_active: boolean;
  /** Has a project. */
  active: boolean;
  /** Pinged in the last minute. */
  connected: boolean;
  hostname: string | null;
  last_ping_at: string | null;
  has_token: boolean;
  token_issued_at: string | null;
}

export interface TEdgeStream {
  id: string;
  workstation: string;
  torch: number;
  sample_rate: number;
  created_at: string;
  chunks: number;
  next_seq: number;
  /** Chunks stored and not processed yet. */
  lag: number;
  processed_at: string | null;
  error: string | null;
}

export interface TEdgeServerDetail extends TEdgeServer {
  version: string | null;
  distribution: string | null;
  reported_time: string | null;
  network_devices: { ip: string; mac: string }[];
  streams: TEdgeStream[];
}

export const listEdgeServers = () => apiData<TEdgeServer[]>("GET", "/api/edge-servers/");
export const getEdgeServer = (id: string) => apiData<TEdgeServerDetail>("GET", `/api/edge-servers/${id}/`);
export const issueEdgeToken = (id: string) => apiData<{ token: string }>("POST", `/api/edge-servers/${id}/token/`);
export const revokeEdgeToken = (id: string) => apiData<null>("DELETE", `/api/edge-servers/${id}/token/`);

export type TSignalChannel = "u" | "i" | "wfs" | "ts";
type TBand = { min: (number | null)[]; max: (number | null)[]; mean: (number | null)[] };

/** GET cycles/{id}/signal/ and edge-streams/{id}/signal/: display envelopes, integration windows, a cycle's bounds, limits and alerts. */
export interface TSignal extends Record<TSignalChannel, TBand> {
  sample_rate: number;
  hz: number | null;
  /** Buckets made from the raw samples of a zoomed view (one sample each when hz equals the sample rate). */
  raw: boolean;
  from_us: number | null;
  to_us: number | null;
  t_us: number[];
  windows: { from_us: number; to_us: number; voltage: number | null; current: number | null; wfs: number | null; ts: number | null }[];
  cycle: {
    start_us: number | null;
    stop_us: number | null;
    limits: { parameter: string; min: number | null; max: number | null }[];
    alerts: { us: number; parameter: string; level: string; recorded_value: number | null }[];
    /** Spans the statistics leave out: occultation at the start and at the stop. */
    occultation: { from_us: number; to_us: number }[];
  } | null;
}

/** A zoomed view: data time in µs. */
export type TSignalView = { from_us: number; to_us: number };
export const getSignal = (path: string, view: TSignalView | null = null) =>
  apiData<TSignal>("GET", view ? `${path}?from_us=${Math.floor(view.from_us)}&to_us=${Math.ceil(view.to_us)}` : path);
export const cycleSignalPath = (id: string) => `/api/cycles/${id}/signal/`;
export const cycleRawPath = (id: string) => `/api/cycles/${id}/raw/`;
export const streamSignalPath = (id: string) => `/api/edge-streams/${id}/signal/`;
export const streamRawPath = (id: string) => `/api/edge-streams/${id}/raw/`;
