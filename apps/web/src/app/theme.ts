import { createTheme } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "orange",
  defaultRadius: "sm",
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  components: {
    Tooltip: { defaultProps: { maw: 250, multiline: true } },
  },
});
