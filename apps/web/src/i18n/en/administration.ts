// Texts of the clients and users screens: entity messages and field labels (read by the generic list
// and form through `resources.*`), and the screens' own texts (`clients.*`, `users.*`).

export const administrationEntities = {
  client: {
    one: "Client",
    many: "Clients",
    newOne: "New client",
    created: "The client was created successfully",
    modified: "The client was modified successfully",
    deleted: "The client was successfully deleted",
    errorCreate: "Error creating client",
    errorUpdate: "Error when modifying the client",
    errorDelete: "Error deleting client",
    guide:
      "Clients are the organisations that use the platform; each one sees only its own data. A client has a name, a logo, the date format its people read by default and a default unit system. Its licence key and expiration date decide how long its users may log in: after the expiration date only a Super User can still sign in. A client that still has users cannot be deleted.",
  },
  user: {
    one: "User",
    many: "Users",
    newOne: "New user",
    created: "The user was created successfully",
    modified: "The user was modified successfully",
    deleted: "The user was successfully deleted",
    errorCreate: "Error creating user",
    errorUpdate: "Error when modifying the user",
    errorDelete: "Error deleting user",
    guide:
      "Users are the people who sign in, and the edge servers that send arc data (shown under their own tab). Each one belongs to exactly one client and one group; the group decides what they may see and change. The password is asked only when the user is created; afterwards people change it themselves with Forgot password. Export PDF prints every user of the current search.",
  },
};

export const administrationFields = {
  default_date_format: "Default date format",
  default_uom: "Default unit system",
  licence: "Licence expiry",
  first_name: "First name",
  last_name: "Last name",
  email: "Email",
  password: "Password",
  group: "Group",
  client: "Client",
  /** Spec: the users list's "role" is a yes/no flag from the admin-like (Super User) check. */
  role: "Admin",
};

export const clients = {
  uomHint: "Values of this client are shown in these units unless a project or procedure has its own.",
  uomUnavailable: "The unit systems of this client cannot be loaded.",
  licence: {
    title: "Licence",
    none: "This client has no licence: its users can log in without an end date until one is generated.",
    key: "Licence key",
    copy: "Copy",
    copyKey: "Copy the licence key",
    copied: "Copied",
    expirationDate: "Expiration date",
    expirationHint: "The last day on which users of this client can log in.",
    generate: "Generate licence",
    generated: "The licence was generated.",
    saveDate: "Save the date",
    dateSaved: "The expiration date was changed.",
    regenerate: "Regenerate",
    regenerateTitle: "Regenerate the licence key",
    regenerateText:
      "A new key replaces the current one, which stops working at once. Give the new key to the client. Do you want to continue?",
    regenerated: "A new licence key was generated.",
    remove: "Remove",
    removeTitle: "Remove the licence",
    removeText: "The licence key and its expiration date will be removed. Do you want to continue?",
    removed: "The licence was removed.",
    failed: "The licence could not be changed",
    expired: "Expired",
    valid: "Valid",
    noLicence: "No licence",
    superUserOnly: "Only a Super User can change the licence.",
  },
};

export const users = {
  kinds: {
    label: "Show",
    people: "Users",
    machines: "Edge servers",
  },
  clientHint: "Users you create belong to your own client.",
  groupHint: "Super User and Support are platform groups: only a Super User can give them.",
  projectHint: "The project this edge server feeds. While an active edge server is connected, the project cannot leave On-going.",
  passwordHint:
    "At least 10 characters, hard to guess, without the email's name. Asked only now: afterwards the user changes it with Forgot password.",
  export: {
    button: "Export PDF",
    title: "Users",
    titleMachines: "Edge servers",
    exportedOn: "Exported on {{date}}",
    search: "Search: {{search}}",
    count_one: "{{count}} row",
    count_other: "{{count}} rows",
    done: "The PDF was downloaded.",
    failed: "The PDF could not be created",
  },
};
