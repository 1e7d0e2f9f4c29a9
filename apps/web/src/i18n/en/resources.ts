export const resources = {
  placeholder: "placeholder",
};
