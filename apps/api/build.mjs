// Bundles the server into dist/server.js: workspace packages (@mall/*, TypeScript sources) are
// bundled, everything from node_modules stays external and is loaded at run time.
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'src/server.ts', seed: 'src/seed/main.ts', bench: 'bench/run.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [{
    name: 'externalize-node-modules',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@mall/')) return undefined;
        return { path: args.path, external: true };
      });
    },
  }],
});
