import { useQueryClient } from "@tanstack/react-query";
import { can, type TAction, type TArea, type TLoginResponse, type TProfile } from "@weldtrace/domain";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { apiRequest, onUnauthorized, type TApiResponse } from "../api/client";
import { LANGUAGE_KEY, setLanguage } from "../i18n";
import { setClientDateFormat } from "../i18n/format";
import { clearSession, readProfile, readToken, writeProfile, writeSession } from "./storage";

interface TSession {
  authenticated: boolean;
  profile: TProfile | null;
  login(email: string, password: string): Promise<TApiResponse<TLoginResponse>>;
  logout(): Promise<void>;
  setProfile(profile: TProfile): void;
  /** Drives menu and button visibility from the same matrix the server enforces. */
  can(area: TArea, action: TAction): boolean;
}

const SessionContext = createContext<TSession | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [profile, setProfileState] = useState<TProfile | null>(() => (readToken() ? readProfile() : null));
  // Every date is written in the client's date format (i18n/format.ts), set before the pages below render.
  setClientDateFormat(profile?.date_format);
  const queryClient = useQueryClient();

  const end = useCallback(() => {
    clearSession();
    setProfileState(null);
    queryClient.clear();
  }, [queryClient]);

  // A profile kept from an earlier visit is read again once: what the client changed since (its date format) applies.
  const signedIn = profile !== null;
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    apiRequest<TProfile>("GET", "/api/me/")
      .then((response) => {
        if (!current || !response.ok) return;
        writeProfile(response.data);
        setProfileState((shown) => (shown && JSON.stringify(shown) !== JSON.stringify(response.data) ? response.data : shown));
      })
      // Offline: the kept profile stays.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [signedIn]);

  useEffect(() => {
    const unsubscribe = onUnauthorized(end);
    return () => {
      unsubscribe();
    };
  }, [end]);

  const value = useMemo<TSession>(
    () => ({
      authenticated: profile !== null,
      profile,
      async login(email, password) {
        const response = await apiRequest<TLoginResponse>("POST", "/api/api-token-auth/", { email, password });
        if (response.ok) {
          writeSession(response.data.token, response.data.user);
          setProfileState(response.data.user);
          // A language chosen on this browser (the sign-in page's switch) is the user's latest choice: it is kept on the
          // server. Otherwise the language the user chose on another browser follows them here.
          const chosenHere = localStorage.getItem(LANGUAGE_KEY);
          const kept = response.data.user.language;
          if (chosenHere === "en" || chosenHere === "fr") {
            if (chosenHere !== kept) void apiRequest("PATCH", "/api/me/", { language: chosenHere });
          } else if (kept) setLanguage(kept);
        }
        return response;
      },
      async logout() {
        await apiRequest("POST", "/api/logout/");
        end();
      },
      setProfile(next) {
        writeProfile(next);
        setProfileState(next);
      },
      can: (area, action) => can(profile?.group, area, action),
    }),
    [profile, end],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): TSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside SessionProvider");
  return session;
}
