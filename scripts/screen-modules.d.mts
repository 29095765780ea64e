/** Each screen's module by name, and each `load<Part>` loader's module (`feature/Module`). */
export function screenModules(features?: string): { screens: Record<string, string>; loaders: Record<string, string> };
/** The signed-in frame's module, and the modules only the frame loads later. */
export function frameModules(modules?: { screens: Record<string, string>; loaders: Record<string, string> }): { frame: string; onDemand: string[] };
