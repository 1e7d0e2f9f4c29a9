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
