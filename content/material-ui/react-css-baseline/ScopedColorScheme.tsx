import * as React from 'react';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const darkTheme = createTheme({ palette: { mode: 'dark' } });

// Plain HTML controls: their native look follows the CSS color-scheme property.
function NativeForm({ idPrefix }: { idPrefix: string }) {
  return (
    <form
      style={{ display: 'grid', gap: 8, padding: 16 }}
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={`${idPrefix}-size`}>
        <strong>Size</strong>
      </label>
      <select id={`${idPrefix}-size`} defaultValue="m">
        <option value="s">Small</option>
        <option value="m">Medium</option>
        <option value="l">Large</option>
      </select>
      <label>
        <input type="checkbox" defaultChecked /> Gift wrap
      </label>
    </form>
  );
}

export default function ScopedColorScheme() {
  return (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
      }}
    >
      {/* A dark widget: background, text, font and native controls follow the nested theme. */}
      <ThemeProvider theme={darkTheme}>
        <ScopedCssBaseline enableColorScheme sx={{ borderRadius: 1 }}>
          <NativeForm idPrefix="dark-widget" />
        </ScopedCssBaseline>
      </ThemeProvider>
      {/* Without enableColorScheme, the native controls keep the page's scheme. */}
      <ThemeProvider theme={darkTheme}>
        <ScopedCssBaseline sx={{ borderRadius: 1 }}>
          <NativeForm idPrefix="plain-widget" />
        </ScopedCssBaseline>
      </ThemeProvider>
    </div>
  );
}
