/** The welfare feature's parts other features use (the writer benefits page). Its screens load through the route table. */
export { programName, programRule } from './components/ProgramCard';
export { useWelfarePrograms } from './api/welfare';
