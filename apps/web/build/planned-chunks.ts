import { build, type InlineConfig, type Plugin, type Rollup } from 'vite';
import { planChunks } from './chunk-plan.ts';
import { EVERY_PAGE, FIRST_LOADS, ROUTE_TABLES } from './first-loads.ts';

type ChunkName = (id: string) => string | undefined;

/**
 * The build's chunks by the plan in build/chunk-plan.ts. The plan reads rolldown's own chunks,
 * so the build runs twice: a first pass with `pinned` alone, in memory (`firstPass`: the same
 * modules and transforms, none of the plugins that write files), then the real one with the
 * plan's groups beside `pinned`.
 */
export const plannedChunks = (firstPass: () => InlineConfig, pinned: ChunkName): Plugin => ({
  name: 'reelforge-chunk-plan',
  apply: 'build',
  async config() {
    const first = firstPass();
    const routeModules: string[] = [];
    const readRoutes: Plugin = {
      name: 'reelforge-chunk-plan-routes',
      generateBundle() {
        for (const id of this.getModuleIds()) {
          if (!ROUTE_TABLES.some((table) => id.endsWith(table))) continue;
          routeModules.push(...(this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
        }
      },
    };
    const result = await build({
      ...first,
      plugins: [...(first.plugins ?? []), readRoutes],
      configFile: false,
      logLevel: 'warn',
      build: {
        ...first.build,
        write: false,
        manifest: false,
        rollupOptions: {
          ...first.build?.rollupOptions,
          output: { ...first.build?.rollupOptions?.output, manualChunks: pinned },
        },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const chunks = outputs
      .flatMap((out) => out.output)
      .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
      .map((chunk) => ({
        fileName: chunk.fileName,
        facadeModuleId: chunk.facadeModuleId,
        isEntry: chunk.isEntry,
        imports: chunk.imports,
        dynamicImports: chunk.dynamicImports,
        modules: Object.fromEntries(
          Object.entries(chunk.modules).map(([id, info]) => [id, info.renderedLength]),
        ),
      }));
    const plan = planChunks({
      chunks,
      firstLoads: FIRST_LOADS,
      everyPage: EVERY_PAGE,
      boot: 'src/app/boot.tsx',
      routeModules,
    });
    // `pinned` as manualChunks would have it (a group with its dependencies); the plan's groups
    // hold exactly the modules it names: what a grouped module imports keeps its own place
    const codeSplitting = {
      groups: [
        { name: (id: string) => pinned(id) ?? null, includeDependenciesRecursively: true },
        { name: (id: string) => plan.get(id) ?? null, includeDependenciesRecursively: false },
      ],
    };
    return {
      build: { rollupOptions: { output: { manualChunks: undefined, codeSplitting } } },
    };
  },
});
