@echo off
rem Jamboree launcher for Windows GUIs: builds the executable jar on first use, then runs it.
rem With no arguments the engine speaks UCI on stdin/stdout. JAMBOREE_JAVA_OPTS replaces the JVM options.
setlocal
set "ROOT=%~dp0"
set "JAR=%ROOT%uci\target\jamboree.jar"
if not exist "%JAR%" (
  echo jamboree: building the engine on first use... 1>&2
  pushd "%ROOT%"
  call mvn -q -B -DskipTests package 1>&2
  if errorlevel 1 (
    popd
    echo jamboree: build failed 1>&2
    exit /b 1
  )
  popd
)
if "%JAMBOREE_JAVA_OPTS%"=="" set "JAMBOREE_JAVA_OPTS=-Xss64m -Xmx3g -XX:+UseParallelGC"
java %JAMBOREE_JAVA_OPTS% -jar "%JAR%" %*
