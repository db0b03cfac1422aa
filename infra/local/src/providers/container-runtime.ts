/** Whether testcontainers can reach a container runtime; asked once per process. */
let answer: Promise<boolean> | undefined;

export function containerRuntimeAvailable(): Promise<boolean> {
  answer ??= import('testcontainers')
    .then(({ getContainerRuntimeClient }) => getContainerRuntimeClient())
    .then(
      () => true,
      () => false,
    );
  return answer;
}
