import { LicenseInfo } from '@mui/x-license-pro';
import { DEMO_LICENSE_KEY } from './demoLicense';

export { readDemoLicenseKey } from './demoLicense';

if (DEMO_LICENSE_KEY) {
  // The license store is a global shared by every copy of the package, so
  // setting it once here, before any demo renders, covers every demo.
  LicenseInfo.setLicenseKey(DEMO_LICENSE_KEY);
}
