import type { en } from "./en";
import type { enSignedIn } from "./en/signed-in";

type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };
/** The French catalogue must have exactly the English keys: a missing one fails the type check. */
export type TBaseMessages = DeepString<typeof en>;
export type TSignedInMessages = DeepString<typeof enSignedIn>;
/** Every text: the login's catalogue and the signed-in app's. */
export type TMessages = TBaseMessages & TSignedInMessages;
