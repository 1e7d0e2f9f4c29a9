export const session = {
  login: "Log in",
};
