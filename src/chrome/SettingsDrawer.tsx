import CloseIcon from '@mui/icons-material/Close';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import SystemModeIcon from '@mui/icons-material/SettingsBrightness';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useId, type ReactNode } from 'react';
import { LANGUAGES, LANGUAGE_LABELS, type Language } from '../docs/routing/languages';
import { localizePathname, pathnameToLanguage } from '../docs/routing/pathnameToLanguage';
import { useI18n } from '../i18n';
import {
  useCodeStyling,
  useCodeVariant,
  useDirection,
  useMode,
  type CodeStyling,
  type CodeVariant,
  type Direction,
  type Mode,
} from '../settings';

function Setting<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string; icon?: ReactNode }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <Box sx={{ mb: 3 }}>
      <Typography
        id={id}
        component="h3"
        variant="overline"
        sx={{ display: 'block', fontWeight: 700, mb: 1 }}
      >
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={value}
        aria-labelledby={id}
        // A click on the selected button deselects it (null): ignore that.
        onChange={(_event, next: T | null) => next !== null && onChange(next)}
      >
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value} sx={{ gap: 1 }}>
            {option.icon}
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

/** Reader preferences: mode, direction, code language, code styling and language. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, language } = useI18n();
  const { mode, setMode } = useMode();
  const { direction, setDirection } = useDirection();
  const { codeVariant, setCodeVariant } = useCodeVariant();
  const { codeStyling, setCodeStyling } = useCodeStyling();
  const router = useRouter();
  const titleId = useId();

  const changeLanguage = (next: Language) => {
    const { canonicalAs } = pathnameToLanguage(router.asPath);
    void router.push(localizePathname(canonicalAs, next));
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      PaperProps={
        {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 360 } },
        } as object
      }
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {t('settings.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('settings.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ p: 2 }}>
        <Setting<Mode>
          label={t('settings.mode')}
          value={mode}
          onChange={setMode}
          options={[
            {
              value: 'light',
              label: t('settings.light'),
              icon: <LightModeIcon fontSize="small" />,
            },
            {
              value: 'system',
              label: t('settings.system'),
              icon: <SystemModeIcon fontSize="small" />,
            },
            { value: 'dark', label: t('settings.dark'), icon: <DarkModeIcon fontSize="small" /> },
          ]}
        />
        <Setting<Direction>
          label={t('settings.direction')}
          value={direction}
          onChange={setDirection}
          options={[
            { value: 'ltr', label: t('settings.ltr') },
            { value: 'rtl', label: t('settings.rtl') },
          ]}
        />
        <Setting<CodeVariant>
          label={t('settings.codeVariant')}
          value={codeVariant}
          onChange={setCodeVariant}
          options={[
            { value: 'TS', label: t('settings.typescript') },
            { value: 'JS', label: t('settings.javascript') },
          ]}
        />
        <Setting<CodeStyling>
          label={t('settings.codeStyling')}
          value={codeStyling}
          onChange={setCodeStyling}
          options={[
            { value: 'system', label: t('settings.stylingSystem') },
            { value: 'tailwind', label: t('settings.stylingTailwind') },
            { value: 'css', label: t('settings.stylingCss') },
          ]}
        />
        <Setting<Language>
          label={t('settings.language')}
          value={language}
          onChange={changeLanguage}
          options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
        />
      </Box>
    </Drawer>
  );
}
