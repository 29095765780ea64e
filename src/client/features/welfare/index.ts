/** The welfare feature's parts other features use (the writer benefits page). Its screens load through the route table. */
export { ProgramName, programRule } from './components/ProgramCard';
export { useWelfarePrograms } from './api/welfare';
