import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useTranslate } from '../../i18n';
import { interpolate } from '../../i18n/interpolate';

/**
 * Said once per page, above its first Pro or Premium demo, when the site was built without a
 * license key: the watermark those demos show is expected, and how the site takes a key.
 */
export function DemoLicenseNote() {
  const t = useTranslate();
  return (
    <p className="demo-license-note" data-license-note="">
      <InfoOutlinedIcon aria-hidden />
      <span>
        {interpolate(t('demo.licenseNote'), {
          variable: <code>NEXT_PUBLIC_MUI_X_LICENSE_KEY</code>,
        })}
      </span>
    </p>
  );
}
