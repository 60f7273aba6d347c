import { describe, expect, it } from 'vitest';
import { buildSandboxVersions, type SandboxVersionInputs } from './sandboxVersionTable';

const PEERS = {
  react: '^17.0.0 || ^18.0.0',
  '@mui/material': '^5.8.6',
  '@emotion/react': '^11.9.0',
  'date-fns': '^2.25.0 || ^3.2.0',
  dayjs: '^1.10.7',
  moment: '^2.29.4',
  'moment-hijri': '^2.1.2',
  'moment-jalaali': '^0.7.4 || ^0.8.0',
};

function inputs(adapters: SandboxVersionInputs['adapters']): SandboxVersionInputs {
  return {
    installed: { vite: '8.0.0', dayjs: '1.11.0' },
    datePickersPeerDependencies: PEERS,
    adapters,
    muiPeers: {},
  };
}

describe('buildSandboxVersions', () => {
  it('gives each adapter the peer range of the date libraries its code imports', () => {
    const table = buildSandboxVersions(
      inputs([
        { name: 'AdapterDayjs', packages: ['@babel/runtime', 'dayjs', 'react'] },
        { name: 'AdapterMomentHijri', packages: ['moment', 'moment-hijri', '@mui/material'] },
        { name: 'AdapterMomentJalaali', packages: ['moment', 'moment-jalaali'] },
      ]),
    );
    expect(table.dateAdapters).toEqual({
      AdapterDayjs: { dayjs: '^1.10.7' },
      AdapterMomentHijri: { moment: '^2.29.4', 'moment-hijri': '^2.1.2' },
      // Several majors and no versioned sibling: the adapter supports them all.
      AdapterMomentJalaali: { moment: '^2.29.4', 'moment-jalaali': '^0.7.4 || ^0.8.0' },
    });
    expect(table.packages).toEqual({ dayjs: '1.11.0', vite: '8.0.0' });
  });

  it('splits a range of several majors between an adapter and its V<major> sibling', () => {
    const table = buildSandboxVersions(
      inputs([
        { name: 'AdapterDateFnsV3', packages: ['date-fns'] },
        { name: 'AdapterDateFns', packages: ['date-fns'] },
      ]),
    );
    expect(table.dateAdapters).toEqual({
      AdapterDateFns: { 'date-fns': '^2.25.0' },
      AdapterDateFnsV3: { 'date-fns': '^3.2.0' },
    });
  });

  it('leaves out an adapter whose date library cannot be determined', () => {
    const table = buildSandboxVersions(
      inputs([
        { name: 'AdapterDateFnsBase', packages: ['@babel/runtime'] },
        { name: 'AdapterTemporal', packages: ['temporal-polyfill'] },
        // A versioned adapter whose major the peer range does not list.
        { name: 'AdapterDateFnsV4', packages: ['date-fns'] },
        { name: 'AdapterDayjs', packages: ['dayjs'] },
      ]),
    );
    expect(Object.keys(table.dateAdapters)).toEqual(['AdapterDayjs']);
  });

  it('lists the peers an @mui package needs in a project: required ones and Emotion', () => {
    const table = buildSandboxVersions({
      ...inputs([]),
      installed: {
        react: '18.3.1',
        'react-dom': '18.3.1',
        '@emotion/react': '11.14.0',
        '@emotion/styled': '11.14.1',
        '@mui/material': '5.18.0',
        dayjs: '1.11.0',
      },
      muiPeers: {
        '@mui/lab': {
          peerDependencies: {
            '@emotion/react': '^11.5.0',
            '@emotion/styled': '^11.3.0',
            '@mui/material': '>=5.15.0',
            '@types/react': '^18.0.0',
            react: '^18.0.0',
            'react-dom': '^18.0.0',
          },
          optional: ['@types/react', '@emotion/react', '@emotion/styled'],
        },
        '@mui/x-date-pickers': {
          peerDependencies: { dayjs: '^1.10.7', 'date-fns': '^3.2.0', react: '^18.0.0' },
          optional: ['dayjs', 'date-fns'],
        },
        '@mui/base': {
          peerDependencies: { react: '^18.0.0', 'react-dom': '^18.0.0', 'left-pad': '^1.0.0' },
          optional: [],
        },
      },
    });
    expect(table.peers).toEqual({
      '@mui/base': ['react', 'react-dom'],
      '@mui/lab': ['@emotion/react', '@emotion/styled', '@mui/material', 'react', 'react-dom'],
      '@mui/x-date-pickers': ['react'],
    });
  });
});
